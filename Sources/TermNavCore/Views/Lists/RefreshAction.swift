/// What refreshing a list does, as SwiftUI's `RefreshAction`: set with `.refreshable(action:)`,
/// read with `@Environment(\.refresh)`.
public struct RefreshAction {
    let action: @MainActor () async -> Void

    /// Refreshes.
    @MainActor
    public func callAsFunction() async {
        await action()
    }
}

/// The environment key of ``EnvironmentValues/refresh``.
struct RefreshKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

extension EnvironmentValues {
    /// What refreshing the views this environment belongs to does, if they can be refreshed.
    public var refresh: RefreshAction? {
        get { self[RefreshKey.self] }
        set { self[RefreshKey.self] = newValue }
    }
}

extension View {
    /// Makes the lists inside this view refreshable: Ctrl-R runs `action`, as pulling a list down
    /// does on a touch screen, and the key help offers `^R refresh` on their screen. The action
    /// runs on the main actor, as a `.task` does, and the screen is drawn again when it ends.
    /// - Parameter action: What refreshing does.
    /// - Returns: The view.
    public func refreshable(action: @escaping @MainActor () async -> Void) -> some View {
        environment(\.refresh, RefreshAction(action: action))
    }
}
