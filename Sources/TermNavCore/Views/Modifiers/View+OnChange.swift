extension View {
    /// Runs an action when a value changes, given the old and the new value, as SwiftUI's
    /// `onChange(of:initial:_:)`.
    ///
    /// The value is compared each time the view is built again; the action runs once per change,
    /// after the frame's views are built and before it is drawn (and a change it makes is drawn
    /// in the same frame).
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether the action also runs when the view first appears, with the first
    ///     value as both old and new.
    ///   - action: The action, given the old and the new value.
    /// - Returns: The view.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false,
        _ action: @escaping (_ oldValue: Value, _ newValue: Value) -> Void
    ) -> some View {
        builtIn(
            .onChange(
                ChangeObserver(value: ObservedValue(value), initial: initial) { old, new in
                    guard let old = old as? Value, let new = new as? Value else { return }
                    action(old, new)
                }))
    }

    /// Runs an action when a value changes, as SwiftUI's `onChange(of:initial:_:)` without
    /// arguments.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - initial: Whether the action also runs when the view first appears.
    ///   - action: The action.
    /// - Returns: The view.
    public func onChange<Value: Equatable>(
        of value: Value, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View {
        onChange(of: value, initial: initial) { _, _ in action() }
    }

    /// Runs an action with the new value when a value changes, as SwiftUI's older
    /// `onChange(of:perform:)`.
    /// - Parameters:
    ///   - value: The value to watch.
    ///   - action: The action, given the new value.
    /// - Returns: The view.
    public func onChange<Value: Equatable>(
        of value: Value, perform action: @escaping (_ newValue: Value) -> Void
    )
        -> some View
    {
        onChange(of: value, initial: false) { _, new in action(new) }
    }
}
