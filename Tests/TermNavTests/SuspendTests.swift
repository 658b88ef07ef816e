import Testing

@testable import TermNavCore

/// Ctrl-Z asks the terminal to suspend the app, and the frame after it is a full repaint of the
/// same screen; an app can take Ctrl-Z for itself. (The real suspension, with a shell's `fg`, is
/// tested end to end in `SuspendEndToEndTests`.)
@MainActor @Suite struct SuspendTests {
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

    static let controlZ = KeyPress("z", modifiers: .control)

    @Test func controlZSuspendsAndNothingElseChanges() {
        #expect(KeyMap.standard.command(for: Self.controlZ) == .suspend)
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
        terminal.enqueue(keys: [KeyPress(.downArrow), KeyPress(.return), Self.controlZ, KeyPress("q")])
        let session = AppSession(root: Screen(), keyMap: .standard, terminal: terminal)
        #expect(session.run() == .quit)
        #expect(terminal.suspendCount == 1)
        #expect(session.engine.depth == 2, "the stack as it was")
        #expect(
            screen(of: terminal) == [" ‹ Numbers", "", "", "", "       Second", "", "", " Esc back  q quit"])
    }

    @Test func theHelpLineLeavesSuspendOut() {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 6))
        let session = AppSession(root: Screen(), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        #expect(screen(of: terminal).last == " ↑↓ move  Enter open  q quit        1/2")
    }

    @Test func anAppCanUnbindControlZ() {
        var map = KeyMap.standard
        map.unbind([Self.controlZ])
        #expect(map.command(for: Self.controlZ) == nil)
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
        terminal.enqueue(keys: [Self.controlZ, KeyPress("q")])
        AppSession(root: Screen(), keyMap: map, terminal: terminal).run()
        #expect(terminal.suspendCount == 0)
    }

    @Test func theEndingSaysHowTheRunEnded() {
        for (keys, ending) in [
            ([KeyPress("q")], AppSession.Ending.quit),
            ([KeyPress("c", modifiers: .control)], .interrupted),
            ([KeyPress(.downArrow)], .inputEnded),
        ] {
            let terminal = HeadlessTerminal(size: Size(width: 20, height: 8))
            terminal.enqueue(keys: keys)
            #expect(AppSession(root: Screen(), keyMap: .standard, terminal: terminal).run() == ending)
        }
    }

    /// The terminal's last frame as lines, trailing spaces trimmed.
    private func screen(of terminal: HeadlessTerminal) -> [String] {
        terminal.canvas.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) }
    }
}
