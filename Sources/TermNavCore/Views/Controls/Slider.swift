/// A control that sets a value from a range, as SwiftUI's `Slider`.
///
/// ```swift
/// Slider(value: $volume, in: 0...10, step: 1) {
///     Text("Volume")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("10")
/// }                                  //  Volume 0 ━━━━━━━━━━━━●───────────── 10
/// ```
/// The track is `━` up to the knob `●` and `─` after it (`=`, `O` and `-` in ASCII), between
/// the minimum and maximum value labels, after the label when there is one. As in SwiftUI, a
/// slider is flexible: its track takes the width its row offers, what stands beside it taken
/// away (at least 8 cells). While the slider has the focus, ← and → move the value by its step
/// (a twentieth of the range without one), within the range; `onEditingChanged` is told `true`
/// before each move and `false` after it.
nonisolated public struct Slider<Label: View, ValueLabel: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let label: Label
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?
    /// Where the value stands in its range, from 0 to 1.
    let fraction: () -> Double
    /// Moves the value one step up (`1`) or down (`-1`).
    let move: (Int) -> Void
    let onEditingChanged: (Bool) -> Void

    /// Creates a slider with a label and labels for the least and greatest values.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - step: How much ← and → move the value.
    ///   - label: What the slider is for.
    ///   - minimumValueLabel: Drawn before the bar.
    ///   - maximumValueLabel: Drawn after the bar.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: V(step)), label: label(),
            minimum: minimumValueLabel(), maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a label and labels for the least and greatest values, moving by a
    /// twentieth of its range.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - label: What the slider is for.
    ///   - minimumValueLabel: Drawn before the bar.
    ///   - maximumValueLabel: Drawn after the bar.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: nil), label: label(),
            minimum: minimumValueLabel(), maximum: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a label and labels for the least and greatest values, given as
    /// views before the label: SwiftUI's older form of
    /// ``init(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)``.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - step: How much ← and → move the value.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    ///   - minimumValueLabel: Drawn before the bar.
    ///   - maximumValueLabel: Drawn after the bar.
    ///   - label: What the slider is for.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, minimumValueLabel: ValueLabel,
        maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: V(step)), label: label(),
            minimum: minimumValueLabel, maximum: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a label and labels for the least and greatest values, given as
    /// views before the label, moving by a twentieth of its range: SwiftUI's older form of
    /// ``init(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)``.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    ///   - minimumValueLabel: Drawn before the bar.
    ///   - maximumValueLabel: Drawn after the bar.
    ///   - label: What the slider is for.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        minimumValueLabel: ValueLabel, maximumValueLabel: ValueLabel, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: nil), label: label(),
            minimum: minimumValueLabel, maximum: maximumValueLabel, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider over a range.
    init<V: BinaryFloatingPoint>(
        range: SliderRange<V>, label: Label, minimum: ValueLabel?, maximum: ValueLabel?,
        onEditingChanged: @escaping (Bool) -> Void
    ) {
        self.label = label
        minimumValueLabel = minimum
        maximumValueLabel = maximum
        fraction = { range.fraction }
        move = { range.move(by: $0) }
        self.onEditingChanged = onEditingChanged
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - step: How much ← and → move the value.
    ///   - label: What the slider is for.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: V(step)), label: label(), minimum: nil,
            maximum: nil, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a label, moving by a twentieth of its range.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - label: What the slider is for.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: nil), label: label(), minimum: nil,
            maximum: nil, onEditingChanged: onEditingChanged)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// Creates a slider with a label given last: SwiftUI's older form of
    /// ``init(value:in:step:label:onEditingChanged:)``.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - step: How much ← and → move the value.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    ///   - label: What the slider is for.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider with a label given last, moving by a twentieth of its range: SwiftUI's
    /// older form of ``init(value:in:label:onEditingChanged:)``.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    ///   - label: What the slider is for.
    @_disfavoredOverload
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) where V.Stride: BinaryFloatingPoint {
        self.init(value: value, in: bounds, label: label, onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// Creates a slider.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - step: How much ← and → move the value.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: V(step)), label: EmptyView(), minimum: nil,
            maximum: nil, onEditingChanged: onEditingChanged)
    }

    /// Creates a slider moving by a twentieth of its range.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: The range of values.
    ///   - onEditingChanged: Told `true` when a move begins and `false` when it ends.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            range: SliderRange(value: value, bounds: bounds, step: nil), label: EmptyView(), minimum: nil,
            maximum: nil, onEditingChanged: onEditingChanged)
    }
}

/// A slider's value, its range and its step.
struct SliderRange<V: BinaryFloatingPoint> {
    let value: Binding<V>
    let bounds: ClosedRange<V>
    /// The step, or `nil` for a twentieth of the range.
    let step: V?

    /// Where the value stands in the range, from 0 to 1.
    var fraction: Double {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0 else { return 0 }
        return min(max(Double((value.wrappedValue - bounds.lowerBound) / span), 0), 1)
    }

    /// Moves the value a step up (`1`) or down (`-1`), within the range.
    func move(by direction: Int) {
        let step = self.step ?? (bounds.upperBound - bounds.lowerBound) / 20
        let moved = value.wrappedValue + (direction > 0 ? step : -step)
        value.wrappedValue = min(max(moved, bounds.lowerBound), bounds.upperBound)
    }
}
