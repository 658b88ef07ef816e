import Testing

@testable import TermNavCore

/// A screen's frame is planned from the screen as resolved, its state and mode, and the size,
/// without an engine: the plan holds the frame, the state and caches it leaves, the dialog shown
/// and what the window asks for.
@MainActor @Suite struct FramePlannerTests {
    struct Fruits: View {
        var body: some View {
            List {
                ForEach(["Apple", "Banana", "Cherry"], id: \.self) { Text($0) }
            }
            .navigationTitle("Fruits")
        }
    }

    struct Careful: View {
        var body: some View {
            List { Text("Row") }
                .alert("Careful", isPresented: .constant(true)) { Button("OK") {} }
        }
    }

    let changes = StateChanges()

    /// A screen's entry and the screen resolved from its view, as the engine would resolve it.
    func resolve(_ view: some View) -> (ScreenEntry, ResolvedScreen) {
        let entry = ScreenEntry(root: view, origin: .root, environment: EnvironmentValues(), changes: changes)
        let screen = ResolvedScreen(
            root: view, graph: entry.graph, viewTypes: ViewTypeIndex(), unicode: true,
            environment: EnvironmentValues())
        return (entry, screen)
    }

    /// A planner for a stack of one screen, at 40 by 10.
    func planner(for entry: ScreenEntry) -> FramePlanner {
        FramePlanner(
            size: Size(width: 40, height: 10), unicode: true, keyMap: .standard, stack: [entry.id],
            barStack: [entry][...], canGoBack: false)
    }

    /// What a screen's session brings to its frame.
    func session(
        of entry: ScreenEntry, state: ScreenState = ScreenState(), mode: InputMode = .list,
        caches: ScreenCaches = ScreenCaches(), checkedWindow: Range<Int>? = nil
    ) -> FramePlanner.Session {
        FramePlanner.Session(
            id: entry.id, resolvedAtChange: 0, state: state, mode: mode, caches: caches, rowAlerts: [],
            theme: .standard, checkedWindow: checkedWindow, ignoredLinks: [])
    }

    @Test func aListIsPlannedWithItsRowsFocusAndPosition() {
        let (entry, screen) = resolve(Fruits())
        let plan = planner(for: entry).plan(screen, session: session(of: entry), mayAct: true)
        #expect(plan.frame.rows.count == 3)
        #expect(plan.frame.focusedRow == 0)
        #expect(plan.frame.position == "1/3")
        #expect(plan.frame.screen == entry.id)
        #expect(plan.state.drawnRows == 0..<3)
        #expect(plan.caches.rowLayout != nil && plan.caches.chrome != nil)
        #expect(plan.dialog == nil)
        #expect(plan.window?.checksWindow == true)
    }

    @Test func aFocusPastTheLastRowIsSettledOnIt() {
        let (entry, screen) = resolve(Fruits())
        var state = ScreenState()
        state.row.index = 7
        let plan = planner(for: entry).plan(screen, session: session(of: entry, state: state), mayAct: true)
        #expect(plan.state.row.index == 2)
        #expect(plan.frame.position == "3/3")
    }

    @Test func theCachesHandedBackAreKeptAndACheckedWindowAsksNothing() {
        let (entry, screen) = resolve(Fruits())
        let planner = planner(for: entry)
        let first = planner.plan(screen, session: session(of: entry), mayAct: true)
        let second = planner.plan(
            screen,
            session: session(
                of: entry, state: first.state, caches: first.caches, checkedWindow: first.state.drawnRows),
            mayAct: true)
        #expect(second.caches.rowLayout === first.caches.rowLayout)
        #expect(second.window == nil)
        // The very rows laid out for the first frame, told by their generations.
        #expect(zip(first.frame.rows, second.frame.rows).allSatisfy { $0.isSameRow(as: $1) })
    }

    @Test func anAlertShownIsTheDialogOfThePlanAndTakesTheFocus() {
        let (entry, screen) = resolve(Careful())
        let plan = planner(for: entry).plan(screen, session: session(of: entry), mayAct: true)
        #expect(plan.dialog != nil)
        #expect(!plan.frame.overlay.isEmpty)
        #expect(plan.frame.focusedRow == nil)
        #expect(plan.frame.position == "")
    }

    @Test func theListOfKeysIsDrawnOverTheFrame() {
        let (entry, screen) = resolve(Fruits())
        let plan = planner(for: entry).plan(
            screen, session: session(of: entry, mode: InputMode.list.applying(.toggleKeyHelp)), mayAct: true)
        #expect(!plan.frame.overlay.isEmpty)
        #expect(plan.frame.helpItems == ["Esc close"])
        #expect(plan.frame.focusedRow == nil)
    }

    @Test func theFilterLineWithTheFocusTakesItFromTheRows() {
        let (entry, screen) = resolve(Fruits())
        let plan = planner(for: entry).plan(
            screen, session: session(of: entry, mode: InputMode.list.applying(.openFilter)), mayAct: true)
        #expect(plan.frame.focusedRow == nil)
        #expect(plan.frame.header.first?.line.spans.map(\.text).joined().contains("Filter") == true)
    }
}
