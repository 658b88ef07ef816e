/// Why the terminal could not be opened.
///
/// Each ``description`` is one line, meant for standard error. `CursesTerminal.open()` throws these before anything is drawn, so the caller can print
/// ``description`` and exit (TermNav apps exit with status 2).
package enum TerminalError: Error, CustomStringConvertible {
    /// Standard input or standard output is not a terminal (a pipe, a file, `/dev/null`).
    case notATerminal
    /// The terminal named by `TERM` cannot run TermNav; the associated text says why.
    case unusableTerminal(String)
    /// A `CursesTerminal` is already open in this process; only one can own the terminal.
    case alreadyOpen

    /// The one-line message for standard error.
    package var description: String {
        switch self {
        case .notATerminal:
            return "TermNav needs a terminal: standard input and output must be a TTY"
        case .unusableTerminal(let reason):
            return reason
        case .alreadyOpen:
            return "TermNav's terminal is already open in this process"
        }
    }
}
