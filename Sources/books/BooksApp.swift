import TermNav

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The `books` example: a list of books; Enter opens a book's details, Esc comes back to the
/// list with the cursor on the same book, q quits. The toolbar's Sort button changes the order
/// (kept in the settings), and Add opens a form for a new book.
///
/// Books added are kept in the list's state until the app quits: the catalog is compiled into
/// the program, and books writes no file of its own. With `--generate` too, an added book takes
/// its place among the generated ones without the list storing any of them.
///
/// `books --generate N` browses N generated books instead, for work at scale: the list builds
/// only the rows on screen and the page ahead, so a million books open as fast as a hundred.
/// `books --path "The Alchemist/Author"` opens at a book's details, or deeper.
@main
struct BooksApp: App {
    /// The command line, parsed before the terminal is touched.
    let options: BooksOptions

    init() {
        options = Self.parseCommandLineOrExit()
    }

    /// `--path`: the screens to open at start, by their labels.
    var initialPath: [String] {
        options.path.map { DeepLink.labels(from: $0) } ?? []
    }

    var body: some Scene {
        WindowGroup {
            if let count = options.generate {
                BooksList(books: SyntheticBooks(count: count))
            } else {
                BooksList(books: Catalog.books)
            }
        }
    }

    /// The options; for `--help`, the usage on standard output and exit 0; for a bad
    /// argument, one line on standard error and exit 2.
    private static func parseCommandLineOrExit() -> BooksOptions {
        do {
            let options = try BooksOptions.parse(Array(CommandLine.arguments.dropFirst()))
            if options.showHelp {
                writeAll(BooksOptions.usage, to: 1)
                exit(0)
            }
            return options
        } catch {
            writeAll("books: \(error) (see books --help)\n", to: 2)
            exit(2)
        }
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written <= 0 { return }
            offset += written
        }
    }
}
