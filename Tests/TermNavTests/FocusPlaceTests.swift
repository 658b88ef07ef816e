import Testing

@testable import TermNavCore

/// A screen's focus is one value, ``FocusPlace``, beside the list's ``RowFocus``: its transitions
/// are pure functions of the state, tried here without an engine.
@MainActor @Suite struct FocusPlaceTests {
    struct Fruits: View {
        var body: some View {
            List {
                ForEach(["Apple", "Banana", "Cherry", "Damson"], id: \.self) { Text($0) }
            }
        }
    }

    struct Settings: View {
        @State var wifi = true
        @State var name = ""
        var body: some View {
            Form {
                Text("Network")
                Toggle("Wi-Fi", isOn: $wifi)
                Text("Profile")
                TextField("Name", text: $name)
                Text("Done")
            }
        }
    }

    let changes = StateChanges()

    /// The rows of a view's screen, resolved as the engine resolves them.
    func rows(of view: some View) -> RowSource {
        let entry = ScreenEntry(root: view, origin: .root, environment: EnvironmentValues(), changes: changes)
        let screen = ResolvedScreen(
            root: view, graph: entry.graph, viewTypes: ViewTypeIndex(), unicode: true,
            environment: EnvironmentValues())
        return screen.rows
    }

    /// A mover over a list of four rows with one view above it and two below it that take the
    /// focus.
    func mover() -> FocusMover {
        FocusMover(
            rows: rows(of: Fruits()), regionHeight: 10, parts: ActionableParts(header: [0], footer: [1, 2])
        ) { _ in 1 }
    }

    @Test func aBarRemembersWhereInTheContentTheFocusGoesBack() {
        var state = ScreenState()
        state.focus(on: .header(1))
        state.focus(on: .toolbar(2))
        #expect(state.focus == .toolbar(2, returning: .header(1)))
        // From the toolbar to the tab bar, the place to go back to stays the content's.
        state.focus(on: .tabBar(0))
        #expect(state.focus == .tabBar(0, returning: .header(1)))
        #expect(state.focus.leavingBars == .content(.header(1)))
        #expect(ScreenState().focused(on: .toolbar(0)).focus == .toolbar(0, returning: .rows))
    }

    @Test func aRowStopMovesTheRowFocusAndTheListStopKeepsIt() {
        var state = ScreenState()
        state.row = RowFocus(index: 3, column: 2, id: .fixed(key: 0, occurrence: 0, after: 0))
        state.focus(on: .footer(0))
        #expect(state.focusedRow == nil)
        // Back to the list as one place: the row it was on, identity and all.
        let back = state.focused(on: .rows)
        #expect(back.focusedRow == RowFocus(index: 3, column: 2, id: .fixed(key: 0, occurrence: 0, after: 0)))
        // To another row: its identity is read again, the column kept unless given.
        #expect(state.focused(on: .row(5, column: nil)).focusedRow == RowFocus(index: 5, column: 2, id: nil))
        #expect(state.focused(on: .row(5, column: 0)).focusedRow == RowFocus(index: 5, column: 0, id: nil))
    }

    @Test func theFocusIsAtTheStopOfItsPlace() {
        var state = ScreenState()
        state.row = RowFocus(index: 2, column: 1)
        #expect(state.isFocused(at: .rows))
        #expect(state.isFocused(at: .row(2, column: nil)))
        #expect(state.isFocused(at: .row(2, column: 1)))
        #expect(!state.isFocused(at: .row(2, column: 0)))
        #expect(!state.isFocused(at: .row(1, column: nil)))
        state.focus(on: .toolbar(3))
        #expect(state.isFocused(at: .toolbar(3)))
        #expect(!state.isFocused(at: .rows))
        #expect(!state.isFocused(at: .row(2, column: nil)))
        #expect(!state.isFocused(at: .tabBar(3)))
    }

    @Test func tabGoesRoundTheStopsAndFromTextAloneToTheFirst() {
        let stops: [FocusStop] = [.toolbar(0), .header(1), .rows, .footer(0), .tabBar(2)]
        var state = ScreenState()
        state = state.cycled(through: stops, forward: true)
        #expect(state.focus == .content(.footer(0)))
        state = state.cycled(through: stops, forward: true)
        #expect(state.focus == .tabBar(2, returning: .footer(0)))
        state = state.cycled(through: stops, forward: true)
        #expect(state.focus == .toolbar(0, returning: .footer(0)))
        state = state.cycled(through: stops, forward: false)
        #expect(state.focus == .tabBar(2, returning: .footer(0)))
        // From a place that is no stop, Tab goes to the first, Shift-Tab to the last.
        let alone = ScreenState().focused(on: .header(0))
        #expect(alone.cycled(through: stops, forward: true).focus == .toolbar(0, returning: .header(0)))
        #expect(alone.cycled(through: stops, forward: false).focus == .tabBar(2, returning: .header(0)))
        #expect(alone.cycled(through: [], forward: true) == alone)
    }

    @Test func theArrowsGoPastTheRowsEndsIntoTheViewsAroundThem() {
        let mover = mover()
        var state = ScreenState()
        state = mover.moveThroughScreen(state, .up)
        #expect(state.focus == .content(.header(0)))
        #expect(state.row.index == 0)
        state = mover.moveThroughScreen(state, .down)
        #expect(state.focus == .rows)
        state = mover.moveThroughScreen(state, .bottom)
        #expect(state.focusedRow?.index == 3)
        state = mover.moveThroughScreen(state, .down)
        #expect(state.focus == .content(.footer(1)))
        state = mover.moveThroughScreen(state, .down)
        #expect(state.focus == .content(.footer(2)))
        // Back up, the focus comes to the row it left.
        state = mover.moveThroughScreen(mover.moveThroughScreen(state, .up), .up)
        #expect(state.focusedRow?.index == 3)
        // Home from a view below goes into the rows and moves there.
        state.focus(on: .footer(1))
        state = mover.moveThroughScreen(state, .top)
        #expect(state.focusedRow?.index == 0)
    }

    @Test func anArrowInABarGoesBackToTheContent() {
        let mover = mover()
        var state = ScreenState()
        state.row = RowFocus(index: 2)
        state.focus(on: .footer(2))
        state.focus(on: .toolbar(0))
        let back = mover.moveThroughScreen(state, .down)
        #expect(back.focus == .content(.footer(2)))
        #expect(back.row.index == 2)
    }

    @Test func tabInTheRowsGoesFromControlToControl() {
        let mover = FocusMover(rows: rows(of: Settings()), regionHeight: 10) { _ in 1 }
        var state = ScreenState()
        state.row = RowFocus(index: 0, column: 0, id: .fixed(key: 0, occurrence: 0, after: 0))
        let toggle = mover.moveToControl(state, forward: true, reach: 100)
        #expect(toggle?.focusedRow == RowFocus(index: 1, column: 0, id: nil))
        let field = toggle.flatMap { mover.moveToControl($0, forward: true, reach: 100) }
        #expect(field?.focusedRow?.index == 3)
        // Past the last control, Tab leaves the rows to the screen's other stops.
        #expect(field.flatMap { mover.moveToControl($0, forward: true, reach: 100) } == nil)
        #expect(field.flatMap { mover.moveToControl($0, forward: false, reach: 100) }?.focusedRow?.index == 1)
        // Not in the rows, Tab does not look through them.
        #expect(mover.moveToControl(state.focused(on: .header(0)), forward: true, reach: 100) == nil)
    }

    @Test func aSearchBeginsFromTheWholeFocus() {
        var state = ScreenState()
        state.row = RowFocus(index: 7, column: 1, id: .fixed(key: 0, occurrence: 2, after: 0))
        state.top = 4
        state.focus(on: .footer(1))
        let origin = InputMode.SearchOrigin(state)
        #expect(origin.focus == .content(.footer(1)))
        #expect(origin.row == state.row)
        #expect(origin.top == 4)
    }
}
