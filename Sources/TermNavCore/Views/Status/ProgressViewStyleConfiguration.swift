/// What a ``ProgressViewStyle`` makes a progress view's look from: how much is done, and its
/// labels as views.
public struct ProgressViewStyleConfiguration {
    /// A progress view's label, as a view to place in a style's look.
    public struct Label: View {
        /// Built into TermNav: no body.
        public typealias Body = Never

        /// The label view the progress view was made with.
        let content: any View
    }

    /// A progress view's current value label, as a view to place in a style's look.
    public struct CurrentValueLabel: View {
        /// Built into TermNav: no body.
        public typealias Body = Never

        /// The current value label view the progress view was made with.
        let content: any View
    }

    /// How much is done, from 0 to 1, or `nil` when it is not known.
    public let fractionCompleted: Double?
    /// The progress view's label, or `nil` when it has none.
    public var label: Label?
    /// The progress view's current value label, or `nil` when it has none.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label,
    CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// Creates a progress view from a progress view style's configuration, drawn as the default
    /// style draws it: inside ``ProgressViewStyle/makeBody(configuration:)``, the progress view as
    /// it would be.
    /// - Parameter configuration: What a style was given.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            amount: configuration.fractionCompleted.map { .fraction($0) } ?? .indeterminate,
            label: configuration.label, currentValueLabel: configuration.currentValueLabel)
    }
}
