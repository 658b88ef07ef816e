import TermNav

/// The command line of the `books` example app, parsed.
///
/// Parsing is pure: it neither prints nor exits. The app prints ``usage`` and exits 0 when
/// ``showHelp`` is set, and prints a ``UsageError`` on one line and exits 2 when parsing throws.
struct BooksOptions: Equatable {
    /// The largest count `--generate` accepts.
    static let maximumGenerated = 100_000_000

    /// How many generated books to browse instead of the catalog, or `nil` for the catalog.
    var generate: Int?
    /// The screens to open at start, by their labels separated by `/` (see `DeepLink`), or `nil`.
    var path: String?
    /// Whether `-h` or `--help` was given: print ``usage`` and do nothing else.
    var showHelp = false

    /// The help text, several lines, ending with a newline.
    static let usage = """
        usage: books [--generate N] [--path LABELS]

        Browse a catalog of well-known books in the terminal: a list of books,
        the details of one when it is opened, and its author's other books.
        Add opens a form for a new book, kept on the list until books quits.

        options:
          --generate N     browse N generated books (0 to 100000000) instead of the catalog
          --path LABELS    open at the screens these row labels lead to, separated by /
                           (e.g. "The Alchemist/Author"); also TERMNAV_PATH
          -h, --help       show this help

        keys:
          ↑/↓ or j/k          move
          PgUp/PgDn           move a page
          Home/End or g/G     go to the first/last book
          Enter/→/l           open
          Esc/←/h/Backspace   back
          Tab                 the Sort and Add buttons (Enter changes the order,
                              or opens the New book form)
          q or Ctrl-C         quit

        in the New book form:
          typing              the title, then the author (Tab goes on)
          Tab                 the next field or control, then Save
          ↑/↓                 the field or control above/below
          Enter               open the genres, choose one; on Save, add the book
          ←/→ or -/+          step the year
          Space or Enter      flip Read
          Esc                 stop typing; again, go back without adding

        """

    /// Parses the command-line arguments.
    ///
    /// Accepted: no arguments, `--generate N` or `--generate=N` (a whole number from 0 to
    /// 100000000), `--path LABELS` or `--path=LABELS`, and `-h`/`--help`, which wins over
    /// anything else given.
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The options.
    /// - Throws: A ``UsageError`` naming the first problem found.
    static func parse(_ arguments: [String]) throws(UsageError) -> BooksOptions {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
            return BooksOptions(showHelp: true)
        }
        var options = BooksOptions()
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // TermNav's own option, for every app: the linear mode (docs/Accessibility.md).
            if argument == "--accessible" { continue }
            let option: String
            let value: String
            if argument == "--generate" || argument == "--path" {
                guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                    throw .missingValue(option: argument)
                }
                (option, value) = (argument, next)
            } else if let equals = argument.firstIndex(of: "="),
                ["--generate", "--path"].contains(argument[..<equals])
            {
                (option, value) = (
                    String(argument[..<equals]), String(argument[argument.index(after: equals)...])
                )
            } else if argument.hasPrefix("-") {
                throw .unknownOption(argument)
            } else {
                throw .unexpectedArgument(argument)
            }
            if option == "--generate" {
                guard options.generate == nil else { throw .repeatedOption("--generate") }
                options.generate = try count(from: value)
            } else {
                guard options.path == nil else { throw .repeatedOption("--path") }
                guard !DeepLink.labels(from: value).isEmpty else { throw .missingValue(option: "--path") }
                options.path = value
            }
        }
        return options
    }

    /// The count `--generate` was given, when it is a whole number in range.
    private static func count(from value: String) throws(UsageError) -> Int {
        guard value.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
            let count = Int(value), count <= maximumGenerated
        else {
            throw .invalidCount(value)
        }
        return count
    }
}
