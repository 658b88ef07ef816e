import Foundation

/// A view that shows progress toward completion, as SwiftUI's `ProgressView`.
///
/// ```swift
/// ProgressView("Downloading", value: received, total: size)   //  Downloading ███████▌░░░░░░░░░░░
/// ProgressView("Loading…")                                    //  ⠹ Loading…
/// ```
///
/// With a value it is a bar filled in eighths of a cell (`#` and `-` in ASCII), its label at the
/// left of the row and its current value label after the bar; as in SwiftUI the bar is flexible,
/// taking the width its row offers (at least 8 cells). Without one
/// (`value: nil`, or none given) it is a spinner before its label, turning ten times a second
/// while it is on screen, and not at all once it leaves: an app with no spinner in view does no
/// work. `.progressViewStyle(.circular)` draws a value as a circle filled by quarters (`◔`; the
/// percentage in ASCII).
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// What the progress is.
    enum Amount {
        /// Unknown: a spinner.
        case indeterminate
        /// A fraction done, from 0 to 1.
        case fraction(Double)
        /// The time through an interval, read as the view is drawn.
        case timer(ClosedRange<Date>, countsDown: Bool)
    }

    let amount: Amount
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    /// The amount of a value out of a total: unknown when there is no value.
    static func amount<V: BinaryFloatingPoint>(_ value: V?, total: V) -> Amount {
        guard let value else { return .indeterminate }
        guard total > 0 else { return .fraction(0) }
        return .fraction(Double(value) / Double(total))
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label.
    /// - Parameter label: What is in progress.
    public init(@ViewBuilder label: () -> Label) {
        self.init(amount: .indeterminate, label: label(), currentValueLabel: nil)
    }

    /// A bar of a value out of a total, with a label; a spinner while the value is `nil`.
    /// - Parameters:
    ///   - value: How much is done, from 0 to `total`.
    ///   - total: How much there is to do.
    ///   - label: What is in progress.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(amount: Self.amount(value, total: total), label: label(), currentValueLabel: nil)
    }

    /// A bar through a time interval, with a label: full at its start, empty at its end when it
    /// counts down, the other way when it counts up.
    /// - Parameters:
    ///   - timerInterval: The interval.
    ///   - countsDown: Whether the bar empties as time passes.
    ///   - label: What is in progress.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            amount: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView {
    /// A bar of a value out of a total, with a label and a label of its current value; a
    /// spinner while the value is `nil`.
    /// - Parameters:
    ///   - value: How much is done, from 0 to `total`.
    ///   - total: How much there is to do.
    ///   - label: What is in progress.
    ///   - currentValueLabel: How much is done, drawn after the bar.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            amount: Self.amount(value, total: total), label: label(), currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(amount: .indeterminate, label: nil, currentValueLabel: nil)
    }

    /// A bar of a value out of a total; a spinner while the value is `nil`.
    /// - Parameters:
    ///   - value: How much is done, from 0 to `total`.
    ///   - total: How much there is to do.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(amount: Self.amount(value, total: total), label: nil, currentValueLabel: nil)
    }

    /// A bar of a Foundation `Progress`: its fraction done, or a spinner while it is
    /// indeterminate.
    /// - Parameter progress: The progress.
    public init(_ progress: Progress) {
        self.init(
            amount: progress.isIndeterminate ? .indeterminate : .fraction(progress.fractionCompleted),
            label: nil, currentValueLabel: nil)
    }

    /// A bar through a time interval.
    /// - Parameters:
    ///   - timerInterval: The interval.
    ///   - countsDown: Whether the bar empties as time passes.
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(amount: .timer(timerInterval, countsDown: countsDown), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a title from a localized string key.
    /// - Parameter titleKey: What is in progress.
    public init(_ titleKey: LocalizedStringKey) {
        self.init(amount: .indeterminate, label: Text(titleKey), currentValueLabel: nil)
    }

    /// A spinner with a title from a string.
    /// - Parameter title: What is in progress.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(amount: .indeterminate, label: Text(title), currentValueLabel: nil)
    }

    /// A bar of a value out of a total, with a title from a localized string key.
    /// - Parameters:
    ///   - titleKey: What is in progress.
    ///   - value: How much is done, from 0 to `total`; a spinner while `nil`.
    ///   - total: How much there is to do.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(amount: Self.amount(value, total: total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar of a value out of a total, with a title from a string.
    /// - Parameters:
    ///   - title: What is in progress.
    ///   - value: How much is done, from 0 to `total`; a spinner while `nil`.
    ///   - total: How much there is to do.
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(amount: Self.amount(value, total: total), label: Text(title), currentValueLabel: nil)
    }
}
