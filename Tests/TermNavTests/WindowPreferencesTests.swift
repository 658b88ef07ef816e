import Testing

@testable import TermNavCore

/// What a frame gathers from the screen and its window's rows.
@Suite struct WindowPreferencesTests {
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
}
