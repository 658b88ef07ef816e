import TermNavBenchKit

/// The typing scenario, in a pseudo-terminal: characters typed into a form's text field beside
/// Down keys through the same form's rows (`termnav-bench-fixture --form`), and characters typed
/// into the search field of a `.searchable` list of a million names that filters them in its body
/// (`termnav-bench-fixture --searchable`).
struct TypingBench {
    /// The fixture's executable.
    let executable: String
    /// The terminal's entry.
    let terminfo: Terminfo
    /// Nanoseconds of silence that end a frame.
    let quiet: UInt64
    /// Columns.
    let width: Int
    /// Lines.
    let height: Int

    /// The plain rows of the form after its fields.
    static let formRows = 200
    /// The characters typed into the form's Name field before it is emptied again.
    static let word = Array("abcdefgh")
    /// The Down keys measured each time through the form's rows, within its first screenful.
    static let downsPerPass = 8
    /// The text typed into the search field, a character at a time, before the search ends.
    static let query = Array("421")

    /// What the form gave: each typed character and each Down key.
    struct FormOutcome {
        /// The characters typed into the Name field.
        var typed: [KeySample] = []
        /// The Down keys between plain rows.
        var downs: [KeySample] = []
    }

    /// What the searchable list gave per typed character.
    struct SearchOutcome {
        /// From writing the character to the frame whose search field shows it.
        var echo: [KeySample] = []
        /// From writing it to the frame whose rows are filtered by it, with the CPU of both frames.
        var filtered: [KeySample] = []
    }

    /// The bytes of a typed character.
    private static func bytes(_ character: Character) -> [UInt8] { Array(String(character).utf8) }

    /// Starts a fixture and waits for its first frame.
    private func start(_ arguments: [String], until shown: (ScreenEmulator) -> Bool) throws(BenchError)
        -> TerminalSession
    {
        let session = try TerminalSession(
            executable: executable, arguments: arguments, width: width, height: height)
        try session.wait(quiet: max(quiet, 20_000_000), timeout: 60_000_000_000, until: shown)
        session.refreshThreads()
        return session
    }

    /// Writes bytes and waits for the screen to show what they must draw, unmeasured.
    private func press(
        _ bytes: [UInt8], on session: TerminalSession, _ what: String, until: (ScreenEmulator) -> Bool
    )
        throws(BenchError)
    {
        session.type(bytes)
        do {
            try session.wait(quiet: quiet, timeout: 60_000_000_000, until: until)
        } catch {
            throw BenchError("typing: waiting for \(what): \(error)")
        }
    }

    /// Writes bytes, waits for the screen to show what they must draw, and measures them.
    private func measure(
        _ bytes: [UInt8], on session: TerminalSession, floor: RepaintFloor, _ what: String,
        until: (ScreenEmulator) -> Bool
    ) throws(BenchError) -> KeySample {
        let before = session.screen
        let cpuBefore = session.statistics.cpuNanoseconds()
        let start = MonotonicClock.now()
        session.type(bytes)
        let arrival: TerminalSession.Arrival
        do {
            arrival = try session.wait(quiet: quiet, timeout: 60_000_000_000, until: until)
        } catch {
            throw BenchError("typing: waiting for \(what): \(error)")
        }
        let cpuAfter = session.statistics.cpuNanoseconds()
        return KeySample(
            cpuMilliseconds: Double(cpuAfter &- cpuBefore) / 1_000_000, bytes: Double(arrival.bytes),
            floorBytes: Double(floor.bytes(from: before, to: session.screen)),
            latencyMilliseconds: MonotonicClock.milliseconds(from: start, to: arrival.lastByteTime),
            scrolled: false)
    }

    /// How many of a screen's rows contain a text.
    private static func rows(containing text: String, in screen: ScreenEmulator) -> Int {
        (0..<screen.height).filter { screen.text(ofRow: $0).contains(text) }.count
    }

    /// Types into the form's Name field and presses Down through its rows, in turns, until each
    /// has `count` samples: the word a character at a time (each frame must show it in the
    /// field and in the greeting), Ctrl-U, Esc, Down twice to the greeting (a row the focus
    /// takes, through the Note field), then ``downsPerPass`` Down keys measured, and Home back to
    /// the field.
    /// - Parameter count: The samples of each kind.
    /// - Returns: The samples.
    /// - Throws: A ``BenchError`` when a frame never shows what the key should have drawn.
    func runForm(count: Int) throws(BenchError) -> FormOutcome {
        let session = try start(["--form", "--rows", String(Self.formRows)]) { screen in
            Self.rows(containing: "Your name", in: screen) == 1
                && Self.rows(containing: "Row 0", in: screen) == 1
        }
        defer {
            session.type(Array("\u{1B}q".utf8))
            _ = session.waitForExit(timeout: 5_000_000_000)
        }
        let floor = RepaintFloor(terminfo: terminfo)
        let down = terminfo.strings["kcud1"] ?? Array("\u{1B}OB".utf8)
        let home = terminfo.strings["khome"] ?? Array("\u{1B}OH".utf8)
        var outcome = FormOutcome()
        while outcome.typed.count < count || outcome.downs.count < count {
            // The focus is on the Name field, being edited.
            for length in 1...Self.word.count {
                let typed = String(Self.word[..<length])
                outcome.typed.append(
                    try measure(Self.bytes(Self.word[length - 1]), on: session, floor: floor, "\"\(typed)\"")
                    {
                        screen in
                        Self.rows(containing: typed, in: screen) >= 2
                            && Self.rows(containing: "Hello, \(typed)", in: screen) == 1
                    })
            }
            try press([0x15], on: session, "the field emptied") { screen in
                Self.rows(containing: "Your name", in: screen) == 1
                    && Self.rows(containing: "Hello, nobody", in: screen) == 1
            }
            try press([0x1B], on: session, "the field left") { ListPosition(of: $0) != nil }
            try press(down, on: session, "the Note field") { ListPosition(of: $0) == nil }
            try press(down, on: session, "the greeting") { ListPosition(of: $0) != nil }
            for _ in 0..<Self.downsPerPass {
                let row = ListPosition(of: session.screen)?.row ?? 0
                outcome.downs.append(
                    try measure(down, on: session, floor: floor, "the row after \(row)") { screen in
                        ListPosition(of: screen)?.row == row + 1
                    })
            }
            try press(home, on: session, "the Name field") { ListPosition(of: $0) == nil }
        }
        return outcome
    }

    /// The first name of ``SearchableRows`` that contains a text of digits: the smallest number
    /// whose digits contain it.
    static func firstMatch(_ text: String, count: Int) -> String? {
        (0..<count).first { String($0).contains(text) }.map { "Row \($0)" }
    }

    /// The row of a screen that shows the search field, the search glyph first.
    private static func searchRow(of screen: ScreenEmulator) -> Int? {
        (0..<screen.height).first { screen.text(ofRow: $0).hasPrefix(" ⌕ ") }
    }

    /// Whether a screen's search field shows a text (the prompt when it is `nil`).
    private static func searchShows(_ text: String?, in screen: ScreenEmulator) -> Bool {
        guard let row = searchRow(of: screen) else { return false }
        return trimmed(screen.text(ofRow: row)) == " ⌕ " + (text ?? "Search")
    }

    /// Whether the first row under a screen's search field shows a text.
    private static func firstRowShows(_ text: String, in screen: ScreenEmulator) -> Bool {
        guard let row = searchRow(of: screen), row + 1 < screen.height else { return false }
        return trimmed(screen.text(ofRow: row + 1)) == " " + text
    }

    /// A line without its trailing spaces.
    private static func trimmed(_ line: String) -> String {
        var line = Substring(line)
        while line.last == " " { line = line.dropLast() }
        return String(line)
    }

    /// Types into the search field of a searchable list of `rows` names, until `count`
    /// characters have been typed: `/`, then ``query`` a character at a time (each timed to the
    /// frame whose field shows it, then to the frame whose first row is the first name that
    /// contains it), then Esc twice to end the search (every name shown again, the focus kept on
    /// the name it was on).
    /// - Parameters:
    ///   - rows: The names.
    ///   - count: The characters to type.
    /// - Returns: The samples.
    /// - Throws: A ``BenchError`` when a frame never shows what the key should have drawn.
    func runSearchable(rows: Int, count: Int) throws(BenchError) -> SearchOutcome {
        let session = try start(["--searchable", "--rows", String(rows)]) { screen in
            Self.searchShows(nil, in: screen) && Self.firstRowShows("Row 0", in: screen)
        }
        defer {
            session.type(Array("\u{1B}\u{1B}q".utf8))
            _ = session.waitForExit(timeout: 30_000_000_000)
        }
        let matches = (1...Self.query.count).map { Self.firstMatch(String(Self.query[..<$0]), count: rows) }
        var outcome = SearchOutcome()
        while outcome.echo.count < count {
            try press(Array("/".utf8), on: session, "the search field") { ListPosition(of: $0) == nil }
            for length in 1...Self.query.count where outcome.echo.count < count {
                let typed = String(Self.query[..<length])
                guard let match = matches[length - 1] else { break }
                let cpuBefore = session.statistics.cpuNanoseconds()
                let start = MonotonicClock.now()
                session.type(Self.bytes(Self.query[length - 1]))
                let echo: TerminalSession.Arrival
                let filtered: TerminalSession.Arrival
                do {
                    echo = try session.wait(quiet: quiet, timeout: 120_000_000_000) {
                        Self.searchShows(typed, in: $0)
                    }
                    filtered =
                        Self.firstRowShows(match, in: session.screen)
                        ? echo
                        : try session.wait(quiet: quiet, timeout: 120_000_000_000) {
                            Self.firstRowShows(match, in: $0)
                        }
                } catch {
                    throw BenchError("typing: waiting for \"\(typed)\" in the searchable list: \(error)")
                }
                let cpu = Double(session.statistics.cpuNanoseconds() &- cpuBefore) / 1_000_000
                outcome.echo.append(
                    KeySample(
                        cpuMilliseconds: cpu, bytes: Double(echo.bytes), floorBytes: nil,
                        latencyMilliseconds: MonotonicClock.milliseconds(from: start, to: echo.lastByteTime),
                        scrolled: false))
                outcome.filtered.append(
                    KeySample(
                        cpuMilliseconds: cpu,
                        bytes: Double(
                            echo.bytes + (filtered.lastByteTime == echo.lastByteTime ? 0 : filtered.bytes)),
                        floorBytes: nil,
                        latencyMilliseconds: MonotonicClock.milliseconds(
                            from: start, to: filtered.lastByteTime),
                        scrolled: false))
            }
            try press([0x1B], on: session, "the rows") { ListPosition(of: $0) != nil }
            try press([0x1B], on: session, "the search ended") { screen in
                Self.searchShows(nil, in: screen) && ListPosition(of: screen)?.count == rows
            }
        }
        return outcome
    }
}
