/// `.accessibilityAction`: actions an assistive technology offers on an element, kept with the
/// element's other attributes (``AccessibilityAttributes``). Nothing is drawn for them.
extension View {
    /// Gives the element an action of one of SwiftUI's kinds.
    /// - Parameters:
    ///   - actionKind: The kind; the element's main action by default.
    ///   - handler: What the action does.
    /// - Returns: The view.
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> some View {
        accessibility { $0.actions = [.init(name: .kind(actionKind), handler: handler)] }
    }

    /// Gives the element an action of the app's, by name.
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    /// - Returns: The view.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> some View {
        accessibility { $0.actions = [.init(name: .named(name.content), handler: handler)] }
    }

    /// Gives the element an action of the app's, by name.
    /// - Parameters:
    ///   - nameKey: The action's name.
    ///   - handler: What the action does.
    /// - Returns: The view.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> some View
    {
        accessibilityAction(named: Text(nameKey), handler)
    }

    /// Gives the element an action of the app's, by name.
    /// - Parameters:
    ///   - name: The action's name.
    ///   - handler: What the action does.
    /// - Returns: The view.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> some View
    {
        accessibility { $0.actions = [.init(name: .named(String(name)), handler: handler)] }
    }
}
