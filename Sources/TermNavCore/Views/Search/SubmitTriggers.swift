/// What a submit action of `.onSubmit(of:_:)` answers, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The bits of the triggers.
    public let rawValue: Int

    /// Makes triggers from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Enter in a text field (`TextField`, `SecureField`).
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// Enter in the screen's search field (`.searchable`).
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

extension View {
    /// Runs an action when the user submits, as SwiftUI's `.onSubmit(of:_:)`: with `.text` (the
    /// default), when Enter is pressed in a text field inside this view; with `.search`, when
    /// Enter is pressed in the screen's search field (the text kept, the focus back on the rows).
    /// - Parameters:
    ///   - triggers: What the action answers; `.text` by default.
    ///   - action: The action.
    /// - Returns: The view.
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        builtIn(.onSubmit(triggers, action))
    }
}

/// The environment key of the `.onSubmit(of: .text)` actions around a view, innermost first.
struct SubmitActionsKey: EnvironmentKey {
    static var defaultValue: [() -> Void] { [] }
}
