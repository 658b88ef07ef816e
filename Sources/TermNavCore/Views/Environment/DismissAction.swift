/// Dismisses the screen it was read on, as SwiftUI's `DismissAction`: read it with
/// `@Environment(\.dismiss)` and call it.
///
/// On a pushed screen it pops that screen (and any above it); on the root screen it does
/// nothing, since the root is never popped.
public struct DismissAction {
    let action: () -> Void

    /// Dismisses the screen.
    public func callAsFunction() {
        action()
    }
}

/// The environment key of ``EnvironmentValues/dismiss``.
struct DismissKey: EnvironmentKey {
    static var defaultValue: DismissAction { DismissAction {} }
}

extension EnvironmentValues {
    /// Dismisses the screen this environment belongs to.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
}
