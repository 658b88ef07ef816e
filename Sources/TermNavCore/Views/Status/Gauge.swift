/// A view that shows a value within a range, as SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: battery, in: 0...100) {
///     Text("Battery")
/// } currentValueLabel: {
///     Text("\(Int(battery))%")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }                                   //  Battery 0 ███████████████████░░░░░ 100 80%
/// ```
///
/// Drawn as a progress bar is: the label at the left, then the minimum value label, the bar
/// across the rest of the row, the maximum value label and the current value label. The circular styles
/// (`.accessoryCircular`, `.accessoryCircularCapacity`) draw a circle filled by quarters (`◔`;
/// the percentage in ASCII) in place of the bar.
nonisolated public struct Gauge<
    Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
    View
{
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// How far the value is through its range, from 0 to 1.
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel?
    let minimumValueLabel: BoundsLabel?
    let maximumValueLabel: BoundsLabel?

    /// The fraction of a value through a range.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, in bounds: ClosedRange<V>) -> Double {
        let span = Double(bounds.upperBound - bounds.lowerBound)
        guard span > 0 else { return 0 }
        return min(max(Double(value - bounds.lowerBound) / span, 0), 1)
    }
}

extension Gauge
where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - label: What it measures.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(), currentValueLabel: nil,
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label of its value.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - label: What it measures.
    ///   - currentValueLabel: The value, drawn after the bar.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(),
            currentValueLabel: currentValueLabel(),
            minimumValueLabel: nil, maximumValueLabel: nil)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label, a label of its value and labels of its range's ends.
    /// - Parameters:
    ///   - value: The value.
    ///   - bounds: Its range.
    ///   - label: What it measures.
    ///   - currentValueLabel: The value, drawn after the bar.
    ///   - minimumValueLabel: Drawn before the bar.
    ///   - maximumValueLabel: Drawn after the bar.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            fraction: Self.fraction(value, in: bounds), label: label(),
            currentValueLabel: currentValueLabel(),
            minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
    }
}

/// How the gauges inside a view are drawn (`.gaugeStyle(_:)`).
public protocol GaugeStyle {}

/// A gauge drawn as a bar: the platform's look, and the linear styles.
public struct LinearGaugeStyle: GaugeStyle {
    /// The linear style.
    public init() {}
}

/// A gauge drawn as a circle filled by quarters: the circular accessory styles.
public struct CircularGaugeStyle: GaugeStyle {
    /// The circular style.
    public init() {}
}

extension GaugeStyle where Self == LinearGaugeStyle {
    /// The platform's look: a bar.
    public static var automatic: LinearGaugeStyle { LinearGaugeStyle() }
    /// A bar that fills up to the value.
    public static var linearCapacity: LinearGaugeStyle { LinearGaugeStyle() }
    /// A bar, as a watch complication draws it.
    public static var accessoryLinear: LinearGaugeStyle { LinearGaugeStyle() }
    /// A bar that fills up to the value, as a watch complication draws it.
    public static var accessoryLinearCapacity: LinearGaugeStyle { LinearGaugeStyle() }
}

extension GaugeStyle where Self == CircularGaugeStyle {
    /// A circle filled by quarters.
    public static var accessoryCircular: CircularGaugeStyle { CircularGaugeStyle() }
    /// A circle filled by quarters up to the value.
    public static var accessoryCircularCapacity: CircularGaugeStyle { CircularGaugeStyle() }
}

extension View {
    /// Sets how the gauges inside this view are drawn.
    /// - Parameter style: A linear style (a bar) or a circular one (a circle filled by quarters).
    /// - Returns: The view with the style set.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        let isCircular = style is CircularGaugeStyle
        return builtIn(.environment { $0[CircularGaugeKey.self] = isCircular })
    }
}

/// The environment key of the gauges' look: whether they are circular.
struct CircularGaugeKey: EnvironmentKey {
    static let defaultValue = false
}
