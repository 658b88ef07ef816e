import Testing

@testable import TermNavCore

/// The loop that drives a terminal: a frame, a key, a frame, until q or the end of input.
@Suite struct AppRunnerTests {
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
        // Below the navigation bar, whose back label is cut to half the line although the
        // screen has no title beside it.
        #expect(screen(of: terminal).dropFirst() == ["", " Second", "", "", "", "", " Esc back  q quit"])
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

    /// The terminal's last frame as lines, trailing spaces trimmed.
    private func screen(of terminal: HeadlessTerminal) -> [String] {
        terminal.canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
