/// One program measured at one size and list length, in a pseudo-terminal or headless.
public struct BenchmarkRun: Hashable, Sendable, Comparable {
    /// How the program was driven.
    public enum Mode: String, Hashable, Sendable, Comparable {
        /// A real program on the ncurses backend (or plain ncurses) in a pseudo-terminal.
        case terminal
        /// The engine and renderer in the benchmark's own process, on a headless terminal.
        case headless

        /// Terminal runs first.
        public static func < (lhs: Mode, rhs: Mode) -> Bool {
            lhs == .terminal && rhs == .headless
        }
    }

    /// How it was driven.
    public let mode: Mode
    /// The program's short name, such as `books`, `hidden-links` or `c-floor`.
    public let program: String
    /// The terminal's width in columns.
    public let width: Int
    /// The terminal's height in lines.
    public let height: Int
    /// The list's length N.
    public let rows: Int

    /// Names a run.
    /// - Parameters:
    ///   - mode: How the program was driven.
    ///   - program: Its short name.
    ///   - width: Columns.
    ///   - height: Lines.
    ///   - rows: The list's length.
    public init(mode: Mode, program: String, width: Int, height: Int, rows: Int) {
        self.mode = mode
        self.program = program
        self.width = width
        self.height = height
        self.rows = rows
    }

    /// The size as `80x24`.
    public var sizeName: String { "\(width)x\(height)" }

    /// Runs sort by mode, program, size, then length.
    public static func < (lhs: BenchmarkRun, rhs: BenchmarkRun) -> Bool {
        (lhs.mode, lhs.program, lhs.width, lhs.height, lhs.rows)
            < (rhs.mode, rhs.program, rhs.width, rhs.height, rhs.rows)
    }
}
