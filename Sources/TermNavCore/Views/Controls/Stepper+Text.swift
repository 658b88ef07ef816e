extension Stepper where Label == Text {
    /// Creates a stepper with a title that runs actions of its own.
    /// - Parameters:
    ///   - title: What the stepper shows.
    ///   - onIncrement: Steps up; `nil` disables the increment button.
    ///   - onDecrement: Steps down; `nil` disables the decrement button.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(title)
        }
    }

    /// Creates a stepper with a localized title that runs actions of its own.
    /// - Parameters:
    ///   - titleKey: What the stepper shows.
    ///   - onIncrement: Steps up; `nil` disables the increment button.
    ///   - onDecrement: Steps down; `nil` disables the decrement button.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged) {
            Text(titleKey)
        }
    }

    /// Creates a stepper with a title that steps a value within bounds.
    /// - Parameters:
    ///   - title: What the stepper shows.
    ///   - value: The value.
    ///   - bounds: The least and greatest values.
    ///   - step: How much one step changes the value.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a localized title that steps a value within bounds.
    /// - Parameters:
    ///   - titleKey: What the stepper shows.
    ///   - value: The value.
    ///   - bounds: The least and greatest values.
    ///   - step: How much one step changes the value.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }

    /// Creates a stepper with a title that steps a value without bounds.
    /// - Parameters:
    ///   - title: What the stepper shows.
    ///   - value: The value.
    ///   - step: How much one step changes the value.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(title) }
    }

    /// Creates a stepper with a localized title that steps a value without bounds.
    /// - Parameters:
    ///   - titleKey: What the stepper shows.
    ///   - value: The value.
    ///   - step: How much one step changes the value.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged) { Text(titleKey) }
    }
}
