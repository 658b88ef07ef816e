import TermNav
import TermNavTesting
import Testing

// `@Environment(\.scenePhase)`: active while the app runs in the focused window, inactive while
// the window is not focused, background while the app is stopped with Ctrl-Z.

private final class PhaseLog {
    var changes: [String] = []
}

private struct Editor: View {
    let log: PhaseLog
    @Environment(\.scenePhase) private var scenePhase

    var body: some View {
        NavigationStack {
            Text("Phase: \(String(describing: scenePhase))")
                .navigationTitle("Notes")
                .onChange(of: scenePhase) { old, new in log.changes.append("\(old) → \(new)") }
        }
    }
}

@MainActor @Suite struct ScenePhaseTests {
    @Test func theWindowLosingTheFocusMakesTheAppInactive() {
        let log = PhaseLog()
        let driver = TestDriver(Editor(log: log), width: 24, height: 5)
        driver.expectScreen([
            " Notes",
            "",
            "     Phase: active",
            "",
            "",
        ])
        driver.focusWindow(false)
        driver.expectScreen([
            " Notes",
            "",
            "    Phase: inactive",
            "",
            "",
        ])
        driver.focusWindow(true)
        driver.expectScreen([
            " Notes",
            "",
            "     Phase: active",
            "",
            "",
        ])
        #expect(log.changes == ["active → inactive", "inactive → active"])
    }

    @Test func ctrlZPutsTheAppInTheBackgroundUntilItIsContinued() {
        let log = PhaseLog()
        let driver = TestDriver(Editor(log: log), width: 24, height: 5)
        driver.press("z", modifiers: .control)
        // The views saw the background before the terminal was given back; the headless
        // terminal continues at once.
        #expect(log.changes == ["active → background", "background → active"])
        driver.expectScreen([
            " Notes",
            "",
            "     Phase: active",
            "",
            "",
        ])
    }
}
