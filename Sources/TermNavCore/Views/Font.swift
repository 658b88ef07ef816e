/// A font, as far as a terminal can show one: headings are bold, captions dim.
public enum Font: Hashable, Sendable {
    /// A large title: bold.
    case largeTitle
    /// A title: bold.
    case title
    /// A second-level title: bold.
    case title2
    /// A third-level title: bold.
    case title3
    /// A headline: bold.
    case headline
    /// A subheadline: plain.
    case subheadline
    /// Body text: plain.
    case body
    /// A callout: plain.
    case callout
    /// A footnote: dim.
    case footnote
    /// A caption: dim.
    case caption
    /// A second-level caption: dim.
    case caption2

    var attributes: Style.Attributes {
        switch self {
        case .largeTitle, .title, .title2, .title3, .headline: return .bold
        case .subheadline, .body, .callout: return []
        case .footnote, .caption, .caption2: return .dim
        }
    }
}
