import TermNavBenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The operations that look at every row of `books --generate N` at 80×24: the `/` filter for a
/// title, until its first match shows and until its count is final, and a deep link to the last
/// book, until its details show; beside `fzf --exact --filter` over the same titles.
struct WholeListBench {
    /// The `books` executable.
    let books: String
    /// The number of generated books.
    let rows: Int
    /// The C floor (`termnav-floor`), for the keys at a person's pace; `nil` to skip them.
    let floor: String?
    /// How the keys at a person's pace are sent.
    var pacedKeys = PacedKeysBench(keys: 500, gapMilliseconds: 3)

    /// The title typed into the filter: the 99,999th book's, or the last one's in a shorter list.
    private var pattern: String { Self.pattern(rows: rows) }

    /// How many generated titles contain ``pattern``: the filter's final count.
    private var expectedCount: Int { Self.expectedCount(rows: rows) }

    /// The filter line's final count, as the screen shows it.
    private var countText: String { " \(expectedCount) of \(rows + 1)" }

    /// The title typed into the filter of a list of `rows` books.
    static func pattern(rows: Int) -> String { "Book \(min(99_999, rows))" }

    /// How many of `rows` generated titles contain ``pattern(rows:)``.
    static func expectedCount(rows: Int) -> Int {
        let digits = String(min(99_999, rows))
        return (1...max(1, rows)).reduce(0) { count, number in
            String(number).hasPrefix(digits) ? count + 1 : count
        }
    }

    /// Measures each operation.
    /// - Parameter progress: Writes a progress line.
    /// - Returns: The report's lines: a name and its figures.
    func run(progress: (String) -> Void) -> [(String, String)] {
        var lines: [(String, String)] = []
        progress("whole list: the / filter for \"\(pattern)\" over \(rows) books")
        lines.append(("/ filter \"\(pattern)\", N = \(rows)", describe(measureFilter)))
        progress("whole list: the / filter, its text typed a second after /")
        lines.append(
            ("/ filter \"\(pattern)\" typed 1 s after /, N = \(rows)", describe(measurePausedFilter)))
        progress("whole list: a deep link to book \(rows)")
        lines.append(("deep link to book \(rows)", describe(measureDeepLink)))
        progress("whole list: fzf --exact --filter over the same titles")
        lines.append(("fzf --exact --filter \"\(pattern)\"", describe(measureFzf)))
        if let floor {
            progress(
                "paced keys: \(pacedKeys.keys) Down keys, one every frame and \(pacedKeys.gapMilliseconds) ms"
            )
            lines.append(("paced Down keys, N = \(rows)", describe(measurePacedKeys(floor: floor))))
        }
        return lines
    }

    /// CPU a Down key takes at a person's pace in books and in the C floor.
    private func measurePacedKeys(floor: String) -> () throws(BenchError) -> String {
        { () throws(BenchError) -> String in
            let termNav = try pacedKeys.cpuPerKey(of: .books(executable: books, rows: rows))
            let cFloor = try pacedKeys.cpuPerKey(of: .floor(executable: floor, rows: rows))
            return
                "CPU a key: books \(NumberText.figure(termNav)) ms, c-floor \(NumberText.figure(cFloor)) ms "
                + "(\(NumberText.figure(termNav / max(cFloor, 0.000_001)))×; \(pacedKeys.keys) keys, "
                + "each after the last one's frame and \(NumberText.figure(pacedKeys.gapMilliseconds)) ms idle)"
        }
    }

    /// A measurement's figures, or what went wrong.
    private func describe(_ measure: () throws(BenchError) -> String) -> String {
        do {
            return try measure()
        } catch {
            return error.description
        }
    }

    /// Starts `books` over the generated list and waits until the list shows.
    private func openList() throws(BenchError) -> TerminalSession {
        let session = try TerminalSession(
            executable: books, arguments: ["--generate", String(rows)], width: 80, height: 24)
        do {
            try session.wait(quiet: 200_000_000, timeout: 60_000_000_000) { screen in
                screen.lines.contains { $0.contains("Books list") }
            }
        } catch {
            kill(session.pid, SIGKILL)
            throw error
        }
        return session
    }

    /// Types `/` and the pattern into a list shown, and times the first match and the final count;
    /// the peak memory above the list's own, and the memory once the filter is closed; then
    /// types them again and times the final count of the filter opened again.
    private func measureFilter() throws(BenchError) -> String {
        let session = try openList()
        defer { kill(session.pid, SIGKILL) }
        let before = session.statistics.privateMegabytes() ?? 0
        let cpuBefore = session.statistics.cpuNanoseconds()
        let start = MonotonicClock.now()
        session.type(Array(("/" + pattern).utf8))
        let firstLine = " " + pattern + " "
        try session.wait(quiet: 0, timeout: 120_000_000_000) { screen in
            screen.lines.dropFirst(3).first?.hasPrefix(firstLine) ?? false
        }
        let first = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
        // The count may have come with the first match already (a short list).
        try session.wait(quiet: 0, timeout: 120_000_000_000, needsOutput: false) { screen in
            screen.lines.contains { $0.contains(countText) }
        }
        let final = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
        let cpu = Double(session.statistics.cpuNanoseconds() - cpuBefore) / 1_000_000
        let peak = session.statistics.peakResidentMegabytes() ?? 0
        let during = session.statistics.privateMegabytes() ?? 0
        // Esc leaves the field, a second Esc closes the filter.
        session.type([0x1B])
        try session.wait(quiet: 300_000_000, timeout: 10_000_000_000, needsOutput: false) { _ in true }
        session.type([0x1B])
        try session.wait(quiet: 500_000_000, timeout: 10_000_000_000, needsOutput: false) { _ in true }
        let after = session.statistics.privateMegabytes() ?? 0
        // The same again: the texts read stay with the rows, so no row is read.
        let again = MonotonicClock.now()
        session.type(Array(("/" + pattern).utf8))
        try session.wait(quiet: 0, timeout: 120_000_000_000) { screen in
            screen.lines.contains { $0.contains(countText) }
        }
        let opened = MonotonicClock.milliseconds(from: again, to: MonotonicClock.now())
        return
            "first match shown \(NumberText.figure(first)) ms, final count \(NumberText.figure(final)) ms "
            + "(\(NumberText.figure(final * 1_000 / Double(rows))) µs a row, CPU \(NumberText.figure(cpu)) ms); "
            + "private memory \(NumberText.figure(before)) MB before, \(NumberText.figure(during)) MB filtered, "
            + "\(NumberText.figure(after)) MB closed; peak RSS \(NumberText.figure(peak)) MB; "
            + "opened again and typed, final count \(NumberText.figure(opened)) ms"
    }

    /// Types `/` into a list shown, pauses for a second as a person does before typing, then types
    /// the pattern and times the final count: the rows are read while the filter is open and empty.
    private func measurePausedFilter() throws(BenchError) -> String {
        let session = try openList()
        defer { kill(session.pid, SIGKILL) }
        session.type(Array("/".utf8))
        try session.wait(quiet: 1_000_000_000, timeout: 60_000_000_000) { screen in
            screen.lines.contains { $0.contains("⌕") }
        }
        let start = MonotonicClock.now()
        session.type(Array(pattern.utf8))
        try session.wait(quiet: 0, timeout: 120_000_000_000) { screen in
            screen.lines.contains { $0.contains(countText) }
        }
        let final = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
        return "final count \(NumberText.figure(final)) ms from the first character typed"
    }

    /// Starts `books` with `--path` naming the last book, and times its start until the book's
    /// details show.
    private func measureDeepLink() throws(BenchError) -> String {
        let start = MonotonicClock.now()
        let session = try TerminalSession(
            executable: books, arguments: ["--generate", String(rows), "--path", "Book \(rows)"], width: 80,
            height: 24)
        defer { kill(session.pid, SIGKILL) }
        let details = "Title: Book \(rows)"
        try session.wait(quiet: 0, timeout: 120_000_000_000) { screen in
            screen.lines.contains { $0.contains(details) }
        }
        let shown = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
        return "details shown \(NumberText.figure(shown)) ms from the start "
            + "(\(NumberText.figure(shown * 1_000 / Double(rows))) µs a row)"
    }

    /// Writes the generated titles to a file and times `fzf --exact --filter` over them.
    private func measureFzf() throws(BenchError) -> String {
        guard ShellCommand.line("command -v fzf") != nil else { return "not installed" }
        let path = "/tmp/termnav-bench-titles-\(getpid()).txt"
        var titles = ""
        titles.reserveCapacity(rows * 14)
        for number in 1...max(1, rows) { titles += "Book \(number)\n" }
        try TextFile.write(titles, to: path)
        defer { unlink(path) }
        // fzf splits its query on spaces: the space is escaped to stay part of the one term.
        let query = pattern.replacingSpaces(with: "\\ ")
        let command =
            "fzf --exact --filter \(ShellCommand.quote(query)) < \(ShellCommand.quote(path)) | wc -l"
        let start = MonotonicClock.now()
        guard let output = ShellCommand.line(command) else { throw BenchError("fzf did not run") }
        let elapsed = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now())
        return "\(NumberText.figure(elapsed)) ms, \(output.trimmingSpaces) matches (every core)"
    }
}

extension String {
    /// The string with each space replaced.
    fileprivate func replacingSpaces(with replacement: String) -> String {
        var result = ""
        for character in self { result += character == " " ? replacement : String(character) }
        return result
    }

    /// The string without spaces around it.
    fileprivate var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}
