/// How a cell is drawn: text attributes plus foreground and background colours.
package struct Style: Hashable, Sendable {
    /// Text attributes that can be combined, such as bold and reverse video.
    package struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits.
        package let rawValue: UInt8

        /// Creates attributes from their bits.
        /// - Parameter rawValue: The bits, one per attribute.
        package init(rawValue: UInt8) {
            self.rawValue = rawValue
        }

        /// Bold (bright) text.
        package static let bold = Attributes(rawValue: 1 << 0)
        /// Dim (faint) text.
        package static let dim = Attributes(rawValue: 1 << 1)
        /// Italic text, where the terminal supports it.
        package static let italic = Attributes(rawValue: 1 << 2)
        /// Underlined text.
        package static let underline = Attributes(rawValue: 1 << 3)
        /// Reverse video: foreground and background swapped.
        package static let reverse = Attributes(rawValue: 1 << 4)
        /// Struck-through text, where the terminal supports it.
        package static let strikethrough = Attributes(rawValue: 1 << 5)
    }

    /// The text attributes.
    package var attributes: Attributes
    /// The foreground (text) colour.
    package var foreground: Color
    /// The background colour.
    package var background: Color
    /// The hyperlink the text is part of, drawn as an OSC 8 link where the terminal shows them.
    package var hyperlink: Hyperlink = .none

    /// Creates a style.
    /// - Parameters:
    ///   - attributes: The text attributes; none by default.
    ///   - foreground: The text colour; the terminal's default by default.
    ///   - background: The background colour; the terminal's default by default.
    ///   - hyperlink: The link the text is part of; none by default.
    package init(
        attributes: Attributes = [], foreground: Color = .default, background: Color = .default,
        hyperlink: Hyperlink = .none
    ) {
        self.attributes = attributes
        self.foreground = foreground
        self.background = background
        self.hyperlink = hyperlink
    }

    /// The style a foreground colour gives text: the colour, except that ``Color/secondary``
    /// (and ``Color/primary`` or the terminal's default made translucent) is dim text in the
    /// terminal's own colour and ``Color/primary`` (like `nil`) the terminal's own colour.
    /// - Parameter color: The colour, or `nil` for the terminal's default.
    /// - Returns: The style.
    package static func foreground(_ color: Color?) -> Style {
        guard let color else { return Style() }
        switch color.kind {
        case .clear: return Style()
        case .primary, .terminalDefault: return color.isOpaque ? Style() : Style(attributes: .dim)
        case .secondary: return Style(attributes: .dim)
        case .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray, .orange, .purple, .pink,
            .brown, .mint, .teal, .indigo, .adaptive, .rgb:
            return Style(foreground: color)
        }
    }

    /// The terminal's default look: no attributes, default colours.
    package static let plain = Style()

    /// Whether the style is bold.
    package var isBold: Bool { attributes.contains(.bold) }
    /// Whether the style is in reverse video.
    package var isReverse: Bool { attributes.contains(.reverse) }

    /// This style with `other`'s attributes added and `other`'s non-default colours taking over;
    /// a translucent background of `other`'s over a named colour or a value of this one's is
    /// blended over it.
    /// - Parameter other: The style laid over this one.
    /// - Returns: The combined style.
    package func merging(_ other: Style) -> Style {
        Style(
            attributes: attributes.union(other.attributes),
            foreground: other.foreground == .default ? foreground : other.foreground,
            background: other.background == .default
                ? background : Self.background(other.background, over: background),
            hyperlink: other.hyperlink.isLink ? other.hyperlink : hyperlink
        )
    }

    /// A background laid over another: itself, or when it is translucent and both have values
    /// that do not depend on the colour scheme (named colours, values), the blend of the two.
    private static func background(_ top: Color, over below: Color) -> Color {
        guard !top.isOpaque, below.isOpaque, below.fillsCells, top.kind != .adaptive, below.kind != .adaptive,
            !top.isTerminalOwn, let topValue = top.value(in: .dark), let belowValue = below.value(in: .dark)
        else { return top }
        return Color(rgb: belowValue.blended(with: topValue, opacity: top.opacityValue))
    }
}
