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

extension View {
    /// Names the view a focus state gives the focus to when the view appears, as SwiftUI's
    /// `.defaultFocus(_:_:)`: if the state names no view then, it is set to `value`, and the
    /// focus moves to the view tied to that value.
    /// - Parameters:
    ///   - binding: The focus state's binding (`$field`).
    ///   - value: The value naming the view that takes the focus first.
    ///   - priority: Accepted for source compatibility; the default applies when the view appears.
    /// - Returns: The view.
    public func defaultFocus<Value: Hashable>(
        _ binding: FocusState<Value>.Binding, _ value: Value,
        priority: DefaultFocusEvaluationPriority = .automatic
    ) -> some View {
        builtIn(
            .onAppear {
                if binding.wrappedValue == binding.unfocused { binding.wrappedValue = value }
            })
    }

    /// Makes the view take the focus, or not, as SwiftUI's `.focusable(_:)`: outside a list, a
    /// view takes the focus when it does something (a button, a link) unless it is made
    /// `.focusable(false)`, and a view that does nothing (a text with `.onKeyPress` handlers)
    /// takes it when made `.focusable()`. In a list every row takes the focus, whatever it says.
    /// - Parameter isFocusable: Whether the view takes the focus; `true` by default.
    /// - Returns: The view.
    public func focusable(_ isFocusable: Bool = true) -> some View {
        builtIn(.focusable(isFocusable))
    }

    /// Groups focusable views for moving the focus by direction, as SwiftUI's `.focusSection()`
    /// on macOS and tvOS: accepted, and changes nothing, since the focus here moves down lists
    /// and forms with the arrows and through the screen's places with Tab.
    /// - Returns: The view.
    public func focusSection() -> some View {
        self
    }
}

/// When a `.defaultFocus(_:_:)` applies, as SwiftUI's: accepted for source compatibility.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    /// The default only when the view first appears.
    public static let automatic = DefaultFocusEvaluationPriority()
    /// The default whenever the focus would be set by the system.
    public static let userInitiated = DefaultFocusEvaluationPriority()
}
