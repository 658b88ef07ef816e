import Testing

@testable import TermNavCore

/// What a frame's window asks of the engine is decided as values, without an engine: hooks to
/// bring up to date, then a link to follow or a sheet to present, or nothing while the frame
/// may no longer act.
@MainActor @Suite struct WindowPlanTests {
    /// A screen resolved on its own, as the engine would resolve it.
    func resolve(_ view: some View) -> ResolvedScreen {
        ResolvedScreen(
            root: view, graph: ViewGraph(changes: StateChanges()), viewTypes: ViewTypeIndex(), unicode: true,
            environment: EnvironmentValues())
    }

    /// The effects, each named.
    func names(_ effects: [FrameEffect]) -> [String] {
        effects.map { effect in
            switch effect {
            case .showRowAlerts(let alerts): "alerts \(alerts.count)"
            case .runChangeActions(let actions): "change actions \(actions.count)"
            case .updateAppearance(let hooks): "appearance \(hooks.count)"
            case .follow: "follow"
            case .present: "present"
            }
        }
    }

    @Test func aScreenWithHooksOnlyBringsThemUpToDateAndIsChecked() {
        let screen = resolve(Text("Hello").onAppear {})
        let plan = WindowPlan(
            screen: screen, window: 0..<0, checked: nil, ignoredLinks: [], rowAlerts: [], mayAct: true)
        #expect(names(plan.effects) == ["appearance 1"])
        #expect(plan.checksWindow)
    }

    @Test func anActiveBoundLinkIsFollowedAfterTheHooks() {
        let screen = resolve(
            VStack {
                NavigationLink(destination: Text("Deeper"), isActive: .constant(true)) { Text("Go") }
            }.onAppear {})
        let plan = WindowPlan(
            screen: screen, window: 0..<0, checked: nil, ignoredLinks: [], rowAlerts: [], mayAct: true)
        #expect(names(plan.effects) == ["appearance 1", "follow"])
    }

    @Test func aLinkIgnoredWhileActiveStaysIgnored() throws {
        let screen = resolve(
            NavigationLink(destination: Text("Deeper"), isActive: .constant(true)) { Text("Go") })
        let first = WindowPlan(
            screen: screen, window: 0..<0, checked: nil, ignoredLinks: [], rowAlerts: [], mayAct: true)
        guard case .follow(let link) = try #require(first.effects.last) else {
            Issue.record("the active link is followed")
            return
        }
        let plan = WindowPlan(
            screen: screen, window: 0..<0, checked: nil, ignoredLinks: [link.path], rowAlerts: [],
            mayAct: true)
        #expect(names(plan.effects) == ["appearance 0"])
        #expect(plan.ignoredLinks == [link.path])
    }

    @Test func aSheetAskedForIsPresented() {
        let screen = resolve(Text("Under").sheet(isPresented: .constant(true)) { Text("Sheet") })
        let plan = WindowPlan(
            screen: screen, window: 0..<0, checked: nil, ignoredLinks: [], rowAlerts: [], mayAct: true)
        #expect(names(plan.effects) == ["appearance 0", "present"])
    }

    @Test func aFrameThatMayNoLongerActAsksNothingAndStaysUnchecked() {
        let screen = resolve(
            NavigationLink(destination: Text("Deeper"), isActive: .constant(true)) { Text("Go") }.onAppear {})
        let plan = WindowPlan(
            screen: screen, window: 0..<0, checked: nil, ignoredLinks: [], rowAlerts: [], mayAct: false)
        #expect(plan.effects.isEmpty)
        #expect(!plan.checksWindow)
    }

    @Test func aRowsAlertThatCameIsShownBeforeAnythingElse() {
        let screen = resolve(
            List {
                ForEach(0..<3, id: \.self) { row in
                    Text("Row \(row)").alert("Careful", isPresented: .constant(row == 1)) { Button("OK") {} }
                }
            }.onAppear {})
        let plan = WindowPlan(
            screen: screen, window: 0..<3, checked: nil, ignoredLinks: [], rowAlerts: [], mayAct: true)
        #expect(names(plan.effects) == ["alerts 1"])
        #expect(!plan.checksWindow)
    }
}
