/// A button style of the app's own, as SwiftUI's `ButtonStyle`: it makes a button's look from
/// its label.
///
/// ```swift
/// struct CapsuleButton: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal)
///             .background(Color.blue)
///     }
/// }
/// ```
/// A terminal button is never held down, so `configuration.isPressed` is always `false`.
@MainActor @preconcurrency
public protocol ButtonStyle {
    /// The type of the look.
    associatedtype Body: View

    /// Makes the look of a button.
    /// - Parameter configuration: The button's label, and whether it is pressed.
    /// - Returns: The look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The button's label and state, given to ``makeBody(configuration:)``.
    typealias Configuration = ButtonStyleConfiguration
}

/// What a ``ButtonStyle`` makes a button's look from.
public struct ButtonStyleConfiguration {
    /// A button's label, as a view to place in a style's look.
    public struct Label: View {
        /// Built into TermNav: no body.
        public typealias Body = Never

        /// The label view the button was made with.
        let content: any View
    }

    /// The button's label.
    public let label: Label
    /// Whether the button is held down: never, in a terminal.
    public let isPressed: Bool
}
