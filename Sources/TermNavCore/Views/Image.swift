/// A symbol, as SwiftUI's `Image(systemName:)`: drawn as the glyph the glyph table gives the
/// SF Symbol name, with an ASCII fallback.
public struct Image: View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The glyph drawn.
    let glyph: Glyph

    /// Creates an image of an SF Symbol.
    /// - Parameter systemName: The symbol's name, such as `"info.circle"`.
    public init(systemName: String) {
        glyph = Glyphs.symbol(named: systemName)
    }

    /// Creates an image of any glyph, with the ASCII text that stands for it when the
    /// terminal's locale is not UTF-8: `Image(glyph: "★", ascii: "*")`.
    /// - Parameters:
    ///   - glyph: The glyph in a UTF-8 terminal.
    ///   - ascii: The stand-in in an ASCII terminal.
    public init(glyph: String, ascii: String) {
        self.glyph = Glyph(unicode: glyph, ascii: ascii)
    }
}

/// A title with an icon before it, as SwiftUI's `Label`.
public struct Label<Title: View, Icon: View>: View {
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
    /// Creates a label from a title and an SF Symbol name.
    /// - Parameters:
    ///   - title: The title.
    ///   - systemImage: The SF Symbol name of the icon.
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
