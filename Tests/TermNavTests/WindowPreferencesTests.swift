import Testing

@testable import TermNavCore

/// What a frame gathers from the screen and its window's rows.
@MainActor @Suite struct WindowPreferencesTests {
    /// A link at a path of one step.
    static func link(_ step: Int, bound: Bool) -> LinkEntry {
        let activation: LinkActivation =
            bound ? .bound(isActive: { step.isMultiple(of: 2) }, activate: {}, deactivate: {}) : .onActivate
        return LinkEntry(
            path: ViewPath().appending(.index(step)), target: .disabled, activation: activation,
            environment: EnvironmentValues())
    }

    @Test func onlyLinksABindingPushesAreGatheredScreenFirst() {
        let screen = ResolvedPreferences()
        screen.register(Self.link(1, bound: false))
        screen.register(Self.link(2, bound: true))
        let rows = (0..<3).map { row in
            let preferences = ResolvedPreferences()
            preferences.register(Self.link(10 + row, bound: false))
            if row != 1 { preferences.register(Self.link(20 + row, bound: true)) }
            return preferences
        }
        let asked = WindowPreferences(screen: screen, rows: rows)
        let expected = [2, 20, 22].map { ViewPath().appending(.index($0)) }
        #expect(asked.boundLinks.map(\.path) == expected)
        // The frame follows the first of them whose binding asks for its destination.
        #expect(asked.boundLinks.first(where: \.isActive)?.path == expected[0])
        #expect(Self.link(3, bound: false).isBound == false && !Self.link(4, bound: false).isActive)
    }

    @Test func aRowThatAskedForNothingTheWindowGathersIsPassedOver() {
        let quiet = ResolvedPreferences()
        quiet.register(Self.link(1, bound: false))
        quiet.title = "a title is the screen's, not the window's"
        #expect(!quiet.asksOfWindow)
        // Each thing a frame gathers from its window makes a row count.
        let bound = ResolvedPreferences()
        bound.register(Self.link(2, bound: true))
        let hooked = ResolvedPreferences()
        hooked.addHook(at: ViewPath().appending(.index(3))) { $0.onAppear.append {} }
        let presenting = ResolvedPreferences()
        presenting.presentations = []
        let alerting = ResolvedPreferences()
        alerting.alerts = []
        let routing = ResolvedPreferences()
        routing.destinations = []
        for row in [bound, hooked, presenting, alerting, routing] { #expect(row.asksOfWindow) }
        let asked = WindowPreferences(screen: ResolvedPreferences(), rows: [quiet, bound, hooked])
        #expect(asked.boundLinks.map(\.path) == [ViewPath().appending(.index(2))])
        #expect(asked.hooks.map(\.path) == [ViewPath().appending(.index(3))])
    }
}
