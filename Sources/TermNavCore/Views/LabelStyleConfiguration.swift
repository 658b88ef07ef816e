/// What a ``LabelStyle`` makes a label's look from: its title and its icon, as views.
public struct LabelStyleConfiguration {
    /// A label's title, as a view to place in a style's look.
    public struct Title: View {
        /// Built into TermNav: no body.
        public typealias Body = Never

        /// The title view the label was made with.
        let content: any View
    }

    /// A label's icon, as a view to place in a style's look.
    public struct Icon: View {
        /// Built into TermNav: no body.
        public typealias Body = Never

        /// The icon view the label was made with.
        let content: any View
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// Creates a label from a label style's configuration, drawn as the default style draws a
    /// label: inside ``LabelStyle/makeBody(configuration:)``, the label as it would be.
    /// - Parameter configuration: The title and icon a style was given.
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}
