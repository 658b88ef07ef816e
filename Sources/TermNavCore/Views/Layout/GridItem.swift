/// One column of a ``LazyVGrid`` (one row of a ``LazyHGrid``), as SwiftUI's `GridItem`: how
/// wide it is, the space after it, and where its cells sit in it.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
///     ForEach(photos) { photo in NavigationLink(photo.name, value: photo) }
/// }
/// ```
/// Lengths are points: a column per 8 (see the guide on layout). A grid's width is shared out as
/// SwiftUI shares it: fixed items first, then flexible and adaptive items share what is left
/// within their bounds, and each adaptive item holds as many columns of at least its minimum as
/// its share fits (at least one).
public struct GridItem: Hashable, Sendable {
    /// How wide an item is.
    public enum Size: Hashable, Sendable {
        /// Exactly this many points.
        case fixed(Double)
        /// A share of what the fixed items leave, at least `minimum` and at most `maximum`
        /// points.
        case flexible(minimum: Double = 10, maximum: Double = .infinity)
        /// As many columns of at least `minimum` points (and at most `maximum`) as the item's
        /// share of the width holds, at least one, sharing that width.
        case adaptive(minimum: Double, maximum: Double = .infinity)
    }

    /// How wide the item is.
    public var size: Size
    /// The space after the item, before the next, in points; the standard spacing (a column)
    /// when `nil`.
    public var spacing: Double?
    /// Where the item's cells sit in their space; the grid's alignment when `nil`.
    public var alignment: Alignment?

    /// Creates a grid item.
    /// - Parameters:
    ///   - size: How wide the item is; flexible by default.
    ///   - spacing: The space after it in points; a column by default.
    ///   - alignment: Where its cells sit; the grid's alignment by default.
    public init(_ size: Size = .flexible(), spacing: Double? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}
