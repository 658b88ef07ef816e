import Testing

@testable import TermNavCore

/// The loop that drives a terminal: a frame, a key, a frame, until q or the end of input.
@MainActor @Suite struct AppRunnerTests {
    struct Screen: View {
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("One", destination: Text("First"))
                    NavigationLink("Two", destination: Text("Second"))
                }
                .navigationTitle("Numbers")
            }
        }
    }

    @Test func runsFramesAndKeysUntilQuit() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
        terminal.enqueue(keys: [
            KeyPress(.downArrow), KeyPress(.return), KeyPress("x"), KeyPress("q"), KeyPress(.downArrow),
        ])
        let session = AppSession(root: Screen(), keyMap: .standard, terminal: terminal)
        session.run()
        #expect(session.engine.isFinished)
        #expect(session.engine.depth == 2)
        // A frame before each key, up to the quitting one.
        #expect(terminal.frameCount == 4)
        #expect(
            screen(of: terminal) == [" ‹ Numbers", "", "", "", "       Second", "", "", " Esc back  q quit"])
    }

    @Test func endOfInputEndsTheLoop() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
        terminal.enqueue(keys: [KeyPress(.downArrow)])
        let session = AppSession(root: Screen(), keyMap: .standard, terminal: terminal)
        session.run()
        #expect(!session.engine.isFinished)
        #expect(terminal.frameCount == 2)
        #expect(
            screen(of: terminal) == [
                " Numbers", "", " One              ›", " Two              ›", "", "", "",
                " ↑↓ move        2/2",
            ])
    }

    /// Keys that arrive together are all handled, then one frame is drawn.
    @Test func keysArrivingTogetherDrawOneFrame() {
        struct Long: View {
            var body: some View {
                List(0..<5_000, id: \.self) { Text("Row \($0)") }.navigationTitle("Long")
            }
        }
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 6))
        terminal.enqueue(keys: Array(repeating: KeyPress(.downArrow), count: 1_000), together: true)
        let session = AppSession(root: Long(), keyMap: .standard, terminal: terminal)
        session.run()
        #expect(terminal.frameCount == 2, "the first frame, then one for the thousand keys")
        #expect(
            screen(of: terminal) == [
                " Long", " Row 997", " Row 998", " Row 999", " Row 1000", " ↑↓ move  1001/5000",
            ])
    }

    /// The terminal's last frame as lines, trailing spaces trimmed.
    private func screen(of terminal: HeadlessTerminal) -> [String] {
        terminal.canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
