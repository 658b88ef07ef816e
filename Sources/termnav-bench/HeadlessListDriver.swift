import TermNavBenchKit
import TermNavCore

/// Presses keys in a list in the benchmark's own process: the engine, the renderer and a
/// headless terminal, exactly as `AppSession.run()` calls them, timed with the thread's CPU clock.
///
/// The session runs on the main actor, as an app's does; the benchmark drives headless lists from
/// its main thread only, which `MainActor.assumeIsolated` checks.
final class HeadlessListDriver: ListDriver {
    let program: ProgramUnderTest
    private let terminal: HeadlessTerminal
    private let session: AppSession
    /// The CPU milliseconds to build the engine and draw the first frame.
    let firstFrameMilliseconds: Double

    /// Builds a session on a headless terminal and draws its first frame.
    /// - Parameters:
    ///   - program: The program's description.
    ///   - root: The root view.
    ///   - width: Columns.
    ///   - height: Lines.
    @MainActor
    init(program: ProgramUnderTest, root: any View, width: Int, height: Int) {
        self.program = program
        let start = MonotonicClock.threadCPU()
        terminal = HeadlessTerminal(size: Size(width: width, height: height), unicode: true)
        session = AppSession(root: root, keyMap: .standard, terminal: terminal)
        session.drawFrame()
        firstFrameMilliseconds = MonotonicClock.milliseconds(from: start, to: MonotonicClock.threadCPU())
    }

    var position: ListPosition? {
        terminal.canvas.lines.last.flatMap { ListPosition(endOf: $0) }
    }

    private static let keyPresses: [BenchKey: KeyPress] = [
        .down: KeyPress(.downArrow), .pageDown: KeyPress(.pageDown), .home: KeyPress(.home),
        .enter: KeyPress(.return), .escape: KeyPress(.escape), .redraw: KeyPress("l", modifiers: .control),
    ]

    func press(_ key: BenchKey, expecting expectation: FrameExpectation) throws(BenchError) -> KeySample {
        let before = terminal.canvas.lines
        let keyPress = Self.keyPresses[key] ?? KeyPress(.escape)
        let start = MonotonicClock.threadCPU()
        let session = self.session
        MainActor.assumeIsolated {
            session.handle(.key(keyPress))
            session.drawFrame()
        }
        let cpu = MonotonicClock.milliseconds(from: start, to: MonotonicClock.threadCPU())
        let after = terminal.canvas.lines
        let met = expectation.isMet(position: position, count: program.count, program: program) { text in
            after.contains { $0.contains(text) }
        }
        guard met else {
            throw BenchError(
                "\(program.name) (headless): expected \(expectation) after \(key); last line \"\(after.last ?? "")\""
            )
        }
        return KeySample(
            cpuMilliseconds: cpu, bytes: nil, floorBytes: nil, latencyMilliseconds: nil,
            scrolled: before.dropLast() != after.dropLast())
    }

    func burst(_ count: Int, settlingOn row: Int) throws(BenchError) -> (milliseconds: Double, cpu: Double) {
        let start = MonotonicClock.threadCPU()
        let session = self.session
        MainActor.assumeIsolated {
            for _ in 0..<count {
                session.handle(.key(KeyPress(.downArrow)))
                session.drawFrame()
            }
        }
        let cpu = MonotonicClock.milliseconds(from: start, to: MonotonicClock.threadCPU())
        guard position == ListPosition(row: row, count: program.count) else {
            throw BenchError(
                "\(program.name) (headless): the burst ended at \(position.map(\.description) ?? "no position")"
            )
        }
        return (cpu, cpu)
    }

    func focusedRowContains(_ text: String) -> Bool {
        let canvas = terminal.canvas
        return (0..<canvas.height).contains { y in
            canvas.row(y).contains {
                $0.style.attributes.contains(.reverse) || $0.style.background != .default
            }
                && canvas.lines[y].contains(text)
        }
    }

    func repaintMatches() throws(BenchError) -> Bool? {
        nil
    }
}
