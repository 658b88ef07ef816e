/// A title with an icon before it, as SwiftUI's `Label`.
nonisolated public struct Label<Title: View, Icon: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let title: Title
    let icon: Icon

    /// Creates a label from a title view and an icon view.
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon, drawn before the title.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }
}

extension Label where Title == Text, Icon == Image {
    /// Creates a label from a localized title and an SF Symbol name.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - systemImage: The SF Symbol name of the icon.
    public init(_ titleKey: LocalizedStringKey, systemImage: String) {
        self.title = Text(titleKey)
        self.icon = Image(systemName: systemImage)
    }

    /// Creates a label from a localized title and an image of the app's assets, which a
    /// terminal draws blank.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - image: The image's name.
    public init(_ titleKey: LocalizedStringKey, image: String) {
        self.title = Text(titleKey)
        self.icon = Image(image)
    }

    /// Creates a label from a title and an image of the app's assets, drawn blank.
    /// - Parameters:
    ///   - title: The title.
    ///   - image: The image's name.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: String) {
        self.title = Text(title)
        self.icon = Image(image)
    }

    /// Creates a label from a title and an SF Symbol name.
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The SF Symbol name of the icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) {
        self.title = Text(title)
        self.icon = Image(systemName: systemImage)
    }

    /// Creates a label from a title and an image.
    /// - Parameters:
    ///   - title: The title.
    ///   - icon: The icon.
    public init<S: StringProtocol>(title: S, icon: Image) {
        self.title = Text(title)
        self.icon = icon
    }
}
