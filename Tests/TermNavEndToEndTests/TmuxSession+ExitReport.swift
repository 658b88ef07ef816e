extension TmuxSession {
    /// The line the session's wrapper prints when the program ends: `[exit:<code> tty:same|changed]`.
    struct ExitReport: Equatable, Sendable {
        /// The program's exit status as `sh` saw it (128 + n when signal n ended it).
        var code: Int
        /// Whether `stty -g` read the same after the program as before it (`tty:same`).
        var terminalRestored: Bool

        /// Creates a report.
        /// - Parameters:
        ///   - code: The exit status.
        ///   - terminalRestored: Whether the tty modes came back as they were.
        init(code: Int, terminalRestored: Bool) {
            self.code = code
            self.terminalRestored = terminalRestored
        }

        /// The report shown on a screen, if the program has ended.
        /// - Parameter lines: A captured screen.
        /// - Returns: The last report on it, or `nil` while the program runs.
        init?(in lines: [String]) {
            for line in lines.reversed() {
                guard let match = line.firstMatch(of: /\[exit:(\d+) tty:(same|changed)\]/),
                    let code = Int(match.1)
                else { continue }
                self.code = code
                terminalRestored = match.2 == "same"
                return
            }
            return nil
        }
    }

    /// Waits for the program to end and the wrapper to report it.
    /// - Parameter timeout: How long to wait.
    /// - Returns: The report and the screen it was read from, or `nil` when time runs out.
    /// - Throws: ``EndToEndError/tmuxFailed(arguments:status:standardError:)``, or cancellation.
    func waitForExit(timeout: Duration = .seconds(10)) async throws -> (report: ExitReport, lines: [String])?
    {
        guard let lines = try await waitFor(timeout: timeout, { ExitReport(in: $0) != nil }),
            let report = ExitReport(in: lines)
        else { return nil }
        return (report, lines)
    }

    /// A screen drawn for a failure message: lines numbered from 0, as tests index them, between
    /// rules, so blank lines and trailing text can be seen.
    /// - Parameter lines: A captured screen.
    /// - Returns: A multi-line description.
    static func framed(_ lines: [String]) -> String {
        let rule = String(repeating: "─", count: 20)
        let body = lines.enumerated().map { index, line in
            let number = String(index)
            return String(repeating: " ", count: max(0, 3 - number.count)) + number + " │" + line
        }
        return (["screen (\(lines.count) lines):", "    ┌" + rule] + body + ["    └" + rule]).joined(
            separator: "\n")
    }
}
