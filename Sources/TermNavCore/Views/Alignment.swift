/// Where content sits in a larger frame, across and down, as SwiftUI's `Alignment`.
///
/// Used by `.frame(width:height:alignment:)`, `.overlay(_:alignment:)` and `ZStack`.
public struct Alignment: Hashable, Sendable {
    /// Where content sits across.
    public var horizontal: HorizontalAlignment
    /// Where content sits down.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two parts.
    /// - Parameters:
    ///   - horizontal: Where content sits across.
    ///   - vertical: Where content sits down.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// Centred both ways.
    public static let center = Alignment(horizontal: .center, vertical: .center)
    /// Against the left edge, centred down.
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    /// Against the right edge, centred down.
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    /// Centred across, against the top.
    public static let top = Alignment(horizontal: .center, vertical: .top)
    /// Centred across, against the bottom.
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    /// The top left corner.
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    /// The top right corner.
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    /// The bottom left corner.
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    /// The bottom right corner.
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    /// Centred across, on the first line of text: the top line in a terminal.
    public static let centerFirstTextBaseline = Alignment(horizontal: .center, vertical: .firstTextBaseline)
    /// Against the left edge, on the first line of text.
    public static let leadingFirstTextBaseline = Alignment(horizontal: .leading, vertical: .firstTextBaseline)
    /// Against the right edge, on the first line of text.
    public static let trailingFirstTextBaseline = Alignment(
        horizontal: .trailing, vertical: .firstTextBaseline)
}
