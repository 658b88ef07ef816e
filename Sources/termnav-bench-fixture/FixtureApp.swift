import TermNav
import TermNavBenchFixtures

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `termnav-bench-fixture --rows N`: the benchmark's list of N rows with a hidden
/// `NavigationLink` and a detail-button accessory on every row (``HiddenLinkList``), run on the
/// real ncurses backend; `--books` shows the headless copy of the books list instead.
///
/// `termnav-bench` drives it in a pseudo-terminal; by hand it is an ordinary TermNav app.
@main
struct FixtureApp: App {
    /// How many rows.
    let rows: Int
    /// Whether to show ``BookLikeList`` instead of ``HiddenLinkList``.
    let showsBooks: Bool

    init() {
        var arguments = CommandLine.arguments.dropFirst()
        var rows = 1_000
        var showsBooks = false
        while let argument = arguments.popFirst() {
            switch argument {
            case "--rows":
                guard let value = arguments.popFirst().flatMap({ Int($0) }), value >= 0 else {
                    Self.fail("--rows needs a whole number")
                }
                rows = value
            case "--books":
                showsBooks = true
            default:
                Self.fail("unknown argument \(argument) (usage: termnav-bench-fixture [--rows N] [--books])")
            }
        }
        self.rows = rows
        self.showsBooks = showsBooks
    }

    var body: some Scene {
        WindowGroup {
            if showsBooks {
                BookLikeList(count: rows)
            } else {
                HiddenLinkList(rows: rows)
            }
        }
    }

    /// Writes one line to standard error and exits with status 2.
    private static func fail(_ message: String) -> Never {
        var bytes = Array("termnav-bench-fixture: \(message)\n".utf8)
        _ = write(2, &bytes, bytes.count)
        exit(2)
    }
}
