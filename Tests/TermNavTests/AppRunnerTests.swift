import Testing

@testable import TermNav

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
        terminal.enqueue([.down, .enter, .character("x"), .character("q"), .down])
        let engine = NavigationEngine(root: Screen())
        AppRunner.run(engine, on: terminal)
        #expect(engine.isFinished)
        #expect(engine.depth == 2)
        // A frame before each key, up to the quitting one.
        #expect(terminal.frameCount == 4)
        #expect(terminal.canvas.lines[2].hasPrefix(" Second"))
    }

    @Test func endOfInputEndsTheLoop() {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
        terminal.enqueue([.down])
        let engine = NavigationEngine(root: Screen())
        AppRunner.run(engine, on: terminal)
        #expect(!engine.isFinished)
        #expect(terminal.frameCount == 2)
        #expect(terminal.canvas.lines[3] == " Two              › ")
    }
}
