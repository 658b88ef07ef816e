/// The benchmark's command line.
struct BenchOptions {
    /// How the report is printed.
    enum Format {
        /// Aligned plain tables.
        case plain
        /// Markdown, for `docs/Performance.md`.
        case markdown
        /// One JSON object.
        case json
    }

    /// The list lengths.
    var rows = [1_000, 100_000, 1_000_000]
    /// The terminal sizes, as (columns, lines).
    var sizes = [(80, 24), (200, 60)]
    /// Keys measured per kind.
    var keyCount = 2_000
    /// Enter/Esc pairs measured.
    var pushCount = 2_000
    /// Down keys in the burst.
    var burstKeys = 10_000
    /// How many times each program is started for its first frame (the median is reported).
    var starts = 5
    /// How many rounds the terminal programs take turns in: each round runs every program with
    /// its share of the keys and starts, the programs of a size and N at once, taking turns of a
    /// few keys, so a machine that gets busier or quieter during the run weighs on every program
    /// alike, and the ratios between them stay fair. Six rounds let each program take the first
    /// turn twice, and each size and N come first once.
    var rounds = 6
    /// Milliseconds of silence that end a frame.
    var quietMilliseconds = 2.0
    /// Which programs run in a terminal.
    var programs = ["books", "hidden-links", "look", "c-floor"]
    /// Whether to run the terminal measurements.
    var terminal = true
    /// Whether to run the lists' measurements in a terminal (`--typing` runs only the typing
    /// scenario).
    var lists = true
    /// Whether to run the headless measurements.
    var headless = true
    /// Whether to run the typing scenario (``TypingBench``).
    var typing = true
    /// Characters typed into the form's field, and Down keys through its rows, measured.
    var typingKeys = 2_000
    /// Characters typed into the searchable list's field, measured.
    var searchKeys = 12
    /// The names of the searchable list.
    var searchRows = 1_000_000
    /// Whether to time a clean release build of `books`.
    var buildCheck = true
    /// Whether to measure the operations over every row (the filter, a deep link) beside fzf.
    var wholeList = true
    /// The generated books the whole-list operations run over.
    var wholeListRows = 1_000_000
    /// How the report is printed.
    var format = Format.plain
    /// A document whose generated section gets the Markdown report (`--update-doc`).
    var documentPath: String?
    /// A file that gets the JSON report besides what is printed (`--json-to`).
    var jsonPath: String?
    /// Whether `--help` was asked for.
    var showHelp = false

    /// The usage text.
    static let usage = """
        usage: termnav-bench [--quick] [--json | --markdown] [options]

        Measures TermNav through the real ncurses backend in a pseudo-terminal it opens itself,
        and headless, beside a hand-written C ncurses program (termnav-floor) and, for memory, a
        Swift program that only loads Foundation (termnav-foundation-floor), and prints a table
        of the figures with each target of the performance issue: ok, or MISSED by how much.
        It never fails because of a figure; it exits 1 only when it cannot run a program.
        Run it from a release build: swift run -c release termnav-bench

        options:
          --quick            N = 1,000 at 80x24 only, 200 keys, 100 push/pop pairs, 3 starts,
                             2 rounds, no build check; typing: 200 keys in the form, 6
                             characters in the searchable list
          --json             print the report as JSON
          --markdown         print the report as Markdown (for docs/Performance.md)
          --update-doc FILE  also write the Markdown report between FILE's
                             <!-- termnav-bench:begin --> and <!-- termnav-bench:end --> lines
          --json-to FILE     also write the JSON report to FILE
          --rows A,B,...     list lengths (default 1000,100000,1000000)
          --sizes WxH,...    terminal sizes (default 80x24,200x60)
          --keys N           keys measured per kind (default 2000)
          --pushes N         Enter/Esc pairs measured (default 2000)
          --burst N          Down keys written at once (default 10000; 0 for none)
          --starts N         starts per program for the first frame's median (default 5;
                             in a terminal at least one a round)
          --rounds N         rounds the terminal programs take turns in, each with its share
                             of the keys, pushes and starts (default 6; the burst is in the last)
          --quiet-ms X       silence that ends a frame, in milliseconds (default 2)
          --programs A,...   terminal programs: books, hidden-links, look, c-floor (default
                             all; look is termnav-bench-fixture --look, rows on gradients
                             with boxed tags)
          --typing           only the typing scenario: characters typed into a form's text
                             field beside Down keys through its rows, and into the search
                             field of a .searchable list of a million names filtered in its
                             body (termnav-bench-fixture --form, --searchable)
          --no-typing        skip the typing scenario
          --typing-keys N    typed characters and Down keys measured in the form (default
                             2000)
          --search-keys N    characters typed into the searchable list (default 12)
          --search-rows N    names in the searchable list (default 1000000)
          --whole-list       only the operations over every row of books --generate N: the
                             / filter for a title (first match, final count, memory, and
                             opened again) and a deep link to the last book, beside fzf
                             --exact --filter over the same titles ("not installed" without
                             fzf); the filter headless beside the rows' views alone; and the
                             CPU of Down keys sent one at a time, 3 ms apart, in books and
                             termnav-floor
          --no-whole-list    skip them
          --whole-list-rows N  the books they run over (default 1000000)
          --no-terminal      skip the pseudo-terminal measurements
          --no-headless      skip the headless measurements
          --no-build-check   skip timing a clean release build of books
          -h, --help         show this help

        """

    /// Parses the arguments.
    /// - Parameter arguments: The arguments, without the program name.
    /// - Returns: The options.
    /// - Throws: A ``BenchError`` naming the first bad argument.
    static func parse(_ arguments: [String]) throws(BenchError) -> BenchOptions {
        var options = BenchOptions()
        var remaining = arguments[...]
        func value(for option: String) throws(BenchError) -> String {
            guard let value = remaining.popFirst() else { throw BenchError("\(option) needs a value") }
            return value
        }
        func number(for option: String) throws(BenchError) -> Int {
            guard let number = Int(try value(for: option)), number >= 0 else {
                throw BenchError("\(option) needs a whole number")
            }
            return number
        }
        while let argument = remaining.popFirst() {
            switch argument {
            case "-h", "--help": options.showHelp = true
            case "--quick":
                options.rows = [1_000]
                options.sizes = [(80, 24)]
                options.keyCount = 200
                options.pushCount = 100
                options.starts = 3
                options.rounds = 2
                options.buildCheck = false
                options.typingKeys = 200
                options.searchKeys = 6
                options.wholeListRows = 1_000
            case "--typing":
                options.typing = true
                options.wholeList = false
                options.lists = false
                options.headless = false
                options.buildCheck = false
            case "--no-typing": options.typing = false
            case "--whole-list":
                options.wholeList = true
                options.lists = false
                options.headless = false
                options.typing = false
                options.buildCheck = false
            case "--no-whole-list": options.wholeList = false
            case "--whole-list-rows": options.wholeListRows = max(1, try number(for: argument))
            case "--typing-keys": options.typingKeys = max(1, try number(for: argument))
            case "--search-keys": options.searchKeys = try number(for: argument)
            case "--search-rows": options.searchRows = max(1, try number(for: argument))
            case "--json": options.format = .json
            case "--markdown": options.format = .markdown
            case "--update-doc": options.documentPath = try value(for: argument)
            case "--json-to": options.jsonPath = try value(for: argument)
            case "--rows":
                let list = try value(for: argument).split(separator: ",").map { Int($0) }
                guard !list.isEmpty, list.allSatisfy({ ($0 ?? 0) > 0 }) else {
                    throw BenchError("--rows needs whole numbers above 0, separated by commas")
                }
                options.rows = list.compactMap { $0 }
            case "--sizes":
                let list = try value(for: argument).split(separator: ",").map { size in
                    size.split(separator: "x").compactMap { Int($0) }
                }
                guard !list.isEmpty, list.allSatisfy({ $0.count == 2 && $0[0] >= 20 && $0[1] >= 5 }) else {
                    throw BenchError("--sizes needs sizes such as 80x24 (at least 20x5), separated by commas")
                }
                options.sizes = list.map { ($0[0], $0[1]) }
            case "--keys": options.keyCount = max(1, try number(for: argument))
            case "--pushes": options.pushCount = try number(for: argument)
            case "--burst": options.burstKeys = try number(for: argument)
            case "--starts": options.starts = max(1, try number(for: argument))
            case "--rounds": options.rounds = max(1, try number(for: argument))
            case "--quiet-ms":
                guard let milliseconds = Double(try value(for: argument)), milliseconds > 0 else {
                    throw BenchError("--quiet-ms needs a number above 0")
                }
                options.quietMilliseconds = milliseconds
            case "--programs":
                let list = try value(for: argument).split(separator: ",").map(String.init)
                let known = ["books", "hidden-links", "look", "c-floor"]
                guard !list.isEmpty, list.allSatisfy(known.contains) else {
                    throw BenchError(
                        "--programs takes books, hidden-links, look and c-floor, separated by commas")
                }
                options.programs = list
            case "--no-terminal": options.terminal = false
            case "--no-headless": options.headless = false
            case "--no-build-check": options.buildCheck = false
            default: throw BenchError("unknown argument \(argument) (see termnav-bench --help)")
            }
        }
        return options
    }
}
