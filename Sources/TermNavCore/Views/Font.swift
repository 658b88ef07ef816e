/// A font, as far as a terminal can show one: each text style and weight becomes bold, dim or
/// plain text, and italics where the terminal has them. Sizes and designs are accepted and
/// ignored: a terminal has one size and one typeface.
public struct Font: Hashable, Sendable {
    /// The attributes the font gives text.
    let attributes: Style.Attributes

    private init(_ attributes: Style.Attributes) {
        self.attributes = attributes
    }

    /// A large title: bold.
    public static let largeTitle = Font(.bold)
    /// A title: bold.
    public static let title = Font(.bold)
    /// A second-level title: bold.
    public static let title2 = Font(.bold)
    /// A third-level title: bold.
    public static let title3 = Font(.bold)
    /// A headline: bold.
    public static let headline = Font(.bold)
    /// A subheadline: plain.
    public static let subheadline = Font([])
    /// Body text: plain.
    public static let body = Font([])
    /// A callout: plain.
    public static let callout = Font([])
    /// A footnote: dim.
    public static let footnote = Font(.dim)
    /// A caption: dim.
    public static let caption = Font(.dim)
    /// A second-level caption: dim.
    public static let caption2 = Font(.dim)

    /// The system font at a size and weight: the weight shows, the size does not.
    /// - Parameters:
    ///   - size: The size, ignored.
    ///   - weight: The weight; regular by default.
    ///   - design: The design, ignored.
    /// - Returns: The font.
    public static func system(size: Double, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(weight.attributes)
    }

    /// The system font in a text style, and optionally a weight.
    /// - Parameters:
    ///   - style: The text style.
    ///   - design: The design, ignored.
    ///   - weight: The weight, over the style's own.
    /// - Returns: The font.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        let font = style.font
        return weight.map { font.weight($0) } ?? font
    }

    /// A named font at a size: body text, since a terminal has one typeface.
    /// - Parameters:
    ///   - name: The font's name, ignored.
    ///   - size: The size, ignored.
    /// - Returns: The font.
    public static func custom(_ name: String, size: Double) -> Font {
        .body
    }

    /// This font at another weight.
    /// - Parameter weight: The weight.
    /// - Returns: The font.
    public func weight(_ weight: Weight) -> Font {
        Font(attributes.subtracting([.bold, .dim]).union(weight.attributes))
    }

    /// This font, bold.
    /// - Returns: The font.
    public func bold() -> Font {
        weight(.bold)
    }

    /// This font in italics.
    /// - Returns: The font.
    public func italic() -> Font {
        Font(attributes.union(.italic))
    }

    /// A font weight: heavy weights are bold, light ones dim, the middle ones plain.
    public struct Weight: Hashable, Sendable {
        let attributes: Style.Attributes

        /// The lightest weight: dim.
        public static let ultraLight = Weight(attributes: .dim)
        /// Thin: dim.
        public static let thin = Weight(attributes: .dim)
        /// Light: dim.
        public static let light = Weight(attributes: .dim)
        /// Regular: plain.
        public static let regular = Weight(attributes: [])
        /// Medium: plain.
        public static let medium = Weight(attributes: [])
        /// Semibold: bold.
        public static let semibold = Weight(attributes: .bold)
        /// Bold.
        public static let bold = Weight(attributes: .bold)
        /// Heavy: bold.
        public static let heavy = Weight(attributes: .bold)
        /// The heaviest weight: bold.
        public static let black = Weight(attributes: .bold)
    }

    /// A font design; a terminal has one, so designs are accepted and ignored.
    public enum Design: Hashable, Sendable {
        /// The default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A monospaced design.
        case monospaced
    }

    /// The text styles, as in `Font.system(.headline)`.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// A large title.
        case largeTitle
        /// A title.
        case title
        /// A second-level title.
        case title2
        /// A third-level title.
        case title3
        /// A headline.
        case headline
        /// A subheadline.
        case subheadline
        /// Body text.
        case body
        /// A callout.
        case callout
        /// A footnote.
        case footnote
        /// A caption.
        case caption
        /// A second-level caption.
        case caption2

        /// The font of the style.
        var font: Font {
            switch self {
            case .largeTitle: return .largeTitle
            case .title: return .title
            case .title2: return .title2
            case .title3: return .title3
            case .headline: return .headline
            case .subheadline: return .subheadline
            case .body: return .body
            case .callout: return .callout
            case .footnote: return .footnote
            case .caption: return .caption
            case .caption2: return .caption2
            }
        }
    }
}
