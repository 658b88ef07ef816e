extension View {
    /// Ties the view to a focus state, as in SwiftUI: the state is `true` while the view (its
    /// row, or the button or link it is) has the focus and `false` otherwise, and setting it to
    /// `true` moves the focus to the view on the next frame.
    /// - Parameter condition: The focus state's binding (`$isFocused`).
    /// - Returns: The view.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        builtIn(.focus(FocusTarget(condition, equals: true)))
    }

    /// Ties the view to a value of a focus state, as in SwiftUI: the state is `value` while the
    /// view (its row, or the button or link it is) has the focus, and setting the state to
    /// `value` moves the focus to the view on the next frame. When the focus is on a view tied to
    /// no value of the state, the state is `nil`.
    /// - Parameters:
    ///   - binding: The focus state's binding (`$field`).
    ///   - value: The value naming this view.
    /// - Returns: The view.
    public func focused<Value: Hashable>(_ binding: FocusState<Value>.Binding, equals value: Value)
        -> some View
    {
        builtIn(.focus(FocusTarget(binding, equals: value)))
    }
}
