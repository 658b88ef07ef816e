/// A symbol, as SwiftUI's `Image(systemName:)`: drawn as the glyph the glyph table gives the
/// SF Symbol name, with an ASCII fallback.
public struct Image: View, Hashable, Sendable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The glyph drawn.
    public var glyph: Glyph

    /// Creates an image of an SF Symbol.
    /// - Parameter systemName: The symbol's name, such as `"info.circle"`.
    public init(systemName: String) {
        glyph = Glyphs.symbol(named: systemName)
    }

    /// Creates an image of any glyph.
    /// - Parameter glyph: The glyph.
    public init(glyph: Glyph) {
        self.glyph = glyph
    }
}

extension Image: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .image(glyph)
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

extension Label: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        let icon = context.resolveChild(icon, index: 0)
        let title = context.resolveChild(title, index: 1)
        return .stack(StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [icon, title]))
    }
}
