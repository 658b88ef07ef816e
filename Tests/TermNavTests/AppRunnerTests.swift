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
        #expect(terminal.canvas.lines[2].hasPrefix(" Second"))
    }

    @Test func endOfInputEndsTheLoop() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
        terminal.enqueue(keys: [KeyPress(.downArrow)])
        let session = AppSession(root: Screen(), keyMap: .standard, terminal: terminal)
        session.run()
        #expect(!session.engine.isFinished)
        #expect(terminal.frameCount == 2)
        #expect(terminal.canvas.lines[3] == " Two              › ")
    }
}
