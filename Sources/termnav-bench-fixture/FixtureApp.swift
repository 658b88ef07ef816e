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
/// real ncurses backend; `--books` shows the headless copy of the books list instead, `--form` a
/// form of text fields followed by N plain rows (``TypingForm``), `--searchable` a
/// `.searchable` list of N names filtered in its body (``SearchableRows``), and `--look` a list
/// of N rows on gradients with dots and boxed tags (``LookRows``).
///
/// `termnav-bench` drives it in a pseudo-terminal; by hand it is an ordinary TermNav app.
@main
struct FixtureApp: App {
    /// How many rows.
    let rows: Int
    /// Which list to show.
    let fixture: Fixture
    /// The names of ``SearchableRows``, made once.
    let names: [String]

    /// The lists the fixture can show.
    enum Fixture {
        /// ``HiddenLinkList``.
        case hiddenLinks
        /// ``BookLikeList``.
        case books
        /// ``TypingForm``.
        case form
        /// ``SearchableRows``.
        case searchable
        /// ``LookRows``.
        case look
    }

    init() {
        var arguments = CommandLine.arguments.dropFirst()
        var rows = 1_000
        var fixture = Fixture.hiddenLinks
        while let argument = arguments.popFirst() {
            switch argument {
            case "--rows":
                guard let value = arguments.popFirst().flatMap({ Int($0) }), value >= 0 else {
                    Self.fail("--rows needs a whole number")
                }
                rows = value
            case "--books":
                fixture = .books
            case "--form":
                fixture = .form
            case "--searchable":
                fixture = .searchable
            case "--look":
                fixture = .look
            default:
                Self.fail(
                    "unknown argument \(argument) (usage: termnav-bench-fixture [--rows N] [--books | --form | --searchable | --look])"
                )
            }
        }
        self.rows = rows
        self.fixture = fixture
        names = fixture == .searchable ? SearchableRows.names(count: rows) : []
    }

    var body: some Scene {
        WindowGroup {
            switch fixture {
            case .hiddenLinks: HiddenLinkList(rows: rows)
            case .books: BookLikeList(count: rows)
            case .form: TypingForm(rows: rows)
            case .searchable: SearchableRows(names: names)
            case .look: LookRows(rows: rows)
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
