import TermNavBenchKit

/// Presses keys in a program running in a pseudo-terminal, through ncurses as a user would.
final class TerminalListDriver: ListDriver {
    let program: ProgramUnderTest
    /// The program's terminal.
    let session: TerminalSession
    /// How long the terminal must stay silent for a frame to count as complete, in nanoseconds.
    private let quiet: UInt64
    /// How long a frame may take at most, in nanoseconds.
    private let timeout: UInt64
    /// The key sequences, from terminfo.
    private let keyBytes: [BenchKey: [UInt8]]
    private let floor: RepaintFloor

    /// Starts a program and waits for its first frame.
    /// - Parameters:
    ///   - program: The program.
    ///   - width: Columns.
    ///   - height: Lines.
    ///   - terminfo: The terminal's entry (`xterm-256color`).
    ///   - quiet: Nanoseconds of silence that end a frame.
    /// - Throws: A ``BenchError`` when it cannot start or never shows its list.
    init(program: ProgramUnderTest, width: Int, height: Int, terminfo: Terminfo, quiet: UInt64)
        throws(BenchError)
    {
        self.program = program
        self.quiet = quiet
        timeout = 20_000_000_000
        floor = RepaintFloor(terminfo: terminfo)
        keyBytes = [
            .down: terminfo.strings["kcud1"] ?? Array("\u{1B}OB".utf8),
            .pageDown: terminfo.strings["knp"] ?? Array("\u{1B}[6~".utf8),
            .home: terminfo.strings["khome"] ?? Array("\u{1B}OH".utf8),
            .enter: [0x0D], .escape: [0x1B], .redraw: [0x0C],
        ]
        session = try TerminalSession(
            executable: program.executable, arguments: program.arguments, width: width, height: height)
    }

    /// Waits for the first frame: the list on its first row, then `quiet` of silence (at least
    /// 20 ms, as a first frame may come in several writes).
    /// - Returns: Milliseconds from starting the program to the frame's last byte.
    func firstFrame() throws(BenchError) -> Double {
        let count = program.count
        let arrival = try session.wait(quiet: max(quiet, 20_000_000), timeout: 30_000_000_000) { screen in
            ListPosition(of: screen) == ListPosition(row: 1, count: count)
        }
        session.refreshThreads()
        return MonotonicClock.milliseconds(from: session.startTime, to: arrival.lastByteTime)
    }

    var position: ListPosition? {
        ListPosition(of: session.screen)
    }

    func press(_ key: BenchKey, expecting expectation: FrameExpectation) throws(BenchError) -> KeySample {
        let before = session.screen
        let count = program.count
        let program = self.program
        let cpuBefore = session.statistics.cpuNanoseconds()
        let start = MonotonicClock.now()
        session.type(keyBytes[key] ?? [])
        let arrival: TerminalSession.Arrival
        do {
            arrival = try session.wait(quiet: quiet, timeout: timeout) { screen in
                expectation.isMet(position: ListPosition(of: screen), count: count, program: program) {
                    text in
                    (0..<screen.height).contains { screen.text(ofRow: $0).contains(text) }
                }
            }
        } catch {
            throw BenchError("\(program.name): waiting for \(expectation) after \(key): \(error)")
        }
        let cpuAfter = session.statistics.cpuNanoseconds()
        let after = session.screen
        let scrolled = (0..<(after.height - 1)).contains { before.text(ofRow: $0) != after.text(ofRow: $0) }
        return KeySample(
            cpuMilliseconds: Double(cpuAfter &- cpuBefore) / 1_000_000, bytes: Double(arrival.bytes),
            floorBytes: Double(floor.bytes(from: before, to: after)),
            latencyMilliseconds: MonotonicClock.milliseconds(from: start, to: arrival.lastByteTime),
            scrolled: scrolled)
    }

    func burst(_ keyCount: Int, settlingOn row: Int) throws(BenchError) -> (milliseconds: Double, cpu: Double)
    {
        let target = ListPosition(row: row, count: program.count)
        let keys = Array([[UInt8]](repeating: keyBytes[.down] ?? [], count: keyCount).joined())
        let cpuBefore = session.statistics.cpuNanoseconds()
        let start = MonotonicClock.now()
        session.type(keys)
        let arrival: TerminalSession.Arrival
        do {
            arrival = try session.wait(quiet: 200_000_000, timeout: 120_000_000_000) {
                ListPosition(of: $0) == target
            }
        } catch {
            throw BenchError("\(program.name): waiting for the burst to settle on \(target): \(error)")
        }
        let cpuAfter = session.statistics.cpuNanoseconds()
        return (
            MonotonicClock.milliseconds(from: start, to: arrival.lastByteTime),
            Double(cpuAfter &- cpuBefore) / 1e6
        )
    }

    func focusedRowContains(_ text: String) -> Bool {
        let screen = session.screen
        return (0..<screen.height).contains { row in
            (0..<screen.width).contains {
                screen[row, $0].style.attributes.contains(.reverse)
                    || screen[row, $0].style.background != .default
            }
                && screen.text(ofRow: row).contains(text)
        }
    }

    func repaintMatches() throws(BenchError) -> Bool? {
        let before = session.screen
        session.type(keyBytes[.redraw] ?? [])
        do {
            try session.wait(quiet: max(quiet, 30_000_000), timeout: timeout) { _ in true }
        } catch {
            throw BenchError("\(program.name): waiting for the repaint after Ctrl-L: \(error)")
        }
        // Blanks drawn in what they do not show (a space keeps the text colour before it) look
        // the same as after a repaint.
        return before.cells.map(\.seen) == session.screen.cells.map(\.seen)
    }

    /// The program's peak resident memory, in megabytes.
    func peakResidentMegabytes() -> Double? {
        session.statistics.peakResidentMegabytes()
    }

    /// The program's private memory now, in megabytes (see
    /// ``ProcessStatistics/privateMegabytes()``).
    func privateMegabytes() -> Double? {
        session.statistics.privateMegabytes()
    }

    /// Quits with `q` and waits for the program to exit.
    /// - Returns: Its exit status, `nil` when it had to be killed.
    func quit() -> Int32? {
        session.type(Array("q".utf8))
        return session.waitForExit(timeout: 5_000_000_000)
    }
}
