/// A control that steps a value up and down, as SwiftUI's `Stepper`.
///
/// ```swift
/// Form {
///     Stepper("Copies: \(copies)", value: $copies, in: 1...10)   //  Copies: 2       [− │ +]
/// }
/// ```
/// In a row, the label sits at the left and the buttons at the right; a button that cannot
/// step further is drawn dim. While the stepper has the focus, → and `+` (or `=`) step up, ← and
/// `-` step down. As in SwiftUI, the label shows the value; the stepper does not.
nonisolated public struct Stepper<Label: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let label: Label
    /// Steps up, or `nil` when the stepper cannot.
    let increment: (() -> Void)?
    /// Steps down, or `nil` when the stepper cannot.
    let decrement: (() -> Void)?
    /// Whether a step up can be taken now, read when the stepper resolves.
    let canIncrement: () -> Bool
    /// Whether a step down can be taken now.
    let canDecrement: () -> Bool
    /// Told `true` before a step and `false` after it.
    let onEditingChanged: (Bool) -> Void
    /// The value as a screen reader says it (`3 of 5` within bounds from 1 to 5, else `3`);
    /// `nil` for a stepper of actions, whose label says its value.
    let spokenValue: () -> String?

    /// Creates a stepper that runs actions of its own, its label given last: SwiftUI's older form
    /// of ``init(label:onIncrement:onDecrement:onEditingChanged:)``.
    /// - Parameters:
    ///   - onIncrement: Steps up; `nil` draws the increment button dim and disables it.
    ///   - onDecrement: Steps down; `nil` draws the decrement button dim and disables it.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    ///   - label: What the stepper shows.
    @_disfavoredOverload
    public init(
        onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        increment = onIncrement
        decrement = onDecrement
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
        self.onEditingChanged = onEditingChanged
        spokenValue = { nil }
    }

    /// Creates a stepper that steps a value within bounds, its label given last: SwiftUI's older
    /// form of ``init(value:in:step:label:onEditingChanged:)``.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The least and greatest values; a step past them stops at them.
    ///   - step: How much one step changes the value.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    ///   - label: What the stepper shows.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) {
        self.init(
            stepping: StepperValue(value: value, bounds: bounds, step: step),
            onEditingChanged: onEditingChanged, label: label())
    }

    /// Creates a stepper that steps a value without bounds, its label given last: SwiftUI's older
    /// form of ``init(value:step:label:onEditingChanged:)``.
    /// - Parameters:
    ///   - value: The value.
    ///   - step: How much one step changes the value.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    ///   - label: What the stepper shows.
    @_disfavoredOverload
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.init(
            stepping: StepperValue(value: value, bounds: nil, step: step), onEditingChanged: onEditingChanged,
            label: label())
    }

    /// Creates a stepper that runs actions of its own.
    /// - Parameters:
    ///   - label: What the stepper shows.
    ///   - onIncrement: Steps up; `nil` draws the increment button dim and disables it.
    ///   - onDecrement: Steps down; `nil` draws the decrement button dim and disables it.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged,
            label: label)
    }

    /// Creates a stepper that steps a value within bounds.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The least and greatest values; a step past them stops at them.
    ///   - step: How much one step changes the value.
    ///   - label: What the stepper shows.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            stepping: StepperValue(value: value, bounds: bounds, step: step),
            onEditingChanged: onEditingChanged, label: label())
    }

    /// Creates a stepper that steps a value without bounds.
    /// - Parameters:
    ///   - value: The value.
    ///   - step: How much one step changes the value.
    ///   - label: What the stepper shows.
    ///   - onEditingChanged: Told `true` when a step begins and `false` when it ends.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            stepping: StepperValue(value: value, bounds: nil, step: step), onEditingChanged: onEditingChanged,
            label: label())
    }

    /// Creates a stepper over a value.
    init<V: Strideable>(stepping: StepperValue<V>, onEditingChanged: @escaping (Bool) -> Void, label: Label) {
        self.label = label
        increment = { stepping.step(by: 1) }
        decrement = { stepping.step(by: -1) }
        canIncrement = { stepping.canStep(by: 1) }
        canDecrement = { stepping.canStep(by: -1) }
        self.onEditingChanged = onEditingChanged
        spokenValue = { stepping.spoken }
    }
}

/// A stepper's value, its bounds and its step.
struct StepperValue<V: Strideable> {
    let value: Binding<V>
    let bounds: ClosedRange<V>?
    let step: V.Stride

    /// The value in words: `3 of 5` when the bounds run from 1, else the value alone.
    var spoken: String {
        let value = value.wrappedValue
        guard let bounds, "\(bounds.lowerBound)" == "1" else { return "\(value)" }
        return "\(value) of \(bounds.upperBound)"
    }

    /// Whether a step up (`1`) or down (`-1`) changes the value.
    func canStep(by direction: Int) -> Bool {
        guard let bounds else { return true }
        let current = value.wrappedValue
        return direction > 0 ? current < bounds.upperBound : current > bounds.lowerBound
    }

    /// Steps the value up (`1`) or down (`-1`), stopping at the bounds.
    func step(by direction: Int) {
        guard canStep(by: direction) else { return }
        let moved = value.wrappedValue.advanced(by: direction > 0 ? step : -step)
        guard let bounds else {
            value.wrappedValue = moved
            return
        }
        value.wrappedValue = min(max(moved, bounds.lowerBound), bounds.upperBound)
    }
}
