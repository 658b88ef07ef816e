import TermNav

/// The command line of `files`, parsed.
///
/// Parsing is pure: it neither prints nor exits. The app prints ``usage`` and exits 0 for
/// ``showHelp``, and prints a ``UsageError`` on one line and exits 2 when parsing throws.
struct FilesOptions: Equatable {
    /// The directory to start in; `.` when none is given.
    var root = "."
    /// Whether `--pick` was given: Enter chooses a file, and the chosen paths are printed.
    var pick = false
    /// The directories (and file) to open at start, separated by `/`, or `nil`.
    var path: String?
    /// Whether `-h` or `--help` was given.
    var showHelp = false

    /// The help text, several lines, ending with a newline.
    static let usage = """
        usage: files [PATH] [--pick] [--path SUB/DIR]

        Browse the filesystem from PATH (the current directory by default):
        folders open into their listing, files into their details.

        options:
          --pick           choose files: Enter picks the focused file, p the marked
                           ones; their paths are printed, one per line, when the
                           terminal is given back (vim "$(files --pick)"); q picks
                           nothing and exits 1
          --path SUB/DIR   open at this folder (or file) under PATH
          -h, --help       show this help

        keys:
          ↑/↓ or j/k       move              Enter/→/l   open
          Esc/←/h          back              Space       mark a file
          .                show dotfiles     r           read the folder again
          ?                every key         q           quit (--pick: cancel)

        """

    /// Parses the command-line arguments.
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The options.
    /// - Throws: A ``UsageError`` naming the first problem found.
    static func parse(_ arguments: [String]) throws(UsageError) -> FilesOptions {
        if arguments.contains(where: { $0 == "-h" || $0 == "--help" }) {
            return FilesOptions(showHelp: true)
        }
        var options = FilesOptions()
        var hasRoot = false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            // TermNav's own option, for every app: the linear mode (docs/Accessibility.md).
            if argument == "--accessible" { continue }
            if argument == "--pick" {
                guard !options.pick else { throw .repeatedOption("--pick") }
                options.pick = true
            } else if argument == "--path" || argument.hasPrefix("--path=") {
                let value: String
                if argument == "--path" {
                    guard let next = remaining.popFirst(), !next.hasPrefix("--") else {
                        throw .missingValue(option: "--path")
                    }
                    value = next
                } else {
                    value = String(argument.dropFirst("--path=".count))
                }
                guard options.path == nil else { throw .repeatedOption("--path") }
                guard !DeepLink.labels(from: value).isEmpty else { throw .missingValue(option: "--path") }
                options.path = value
            } else if argument.hasPrefix("-"), argument != "-" {
                throw .unknownOption(argument)
            } else {
                guard !hasRoot else { throw .unexpectedArgument(argument) }
                hasRoot = true
                options.root = argument
            }
        }
        return options
    }
}
