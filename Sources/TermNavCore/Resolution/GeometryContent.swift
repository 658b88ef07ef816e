import Foundation

/// A ``GeometryReader``'s content, resolved only once the reader's size is known: at a screen's
/// root when the screen resolves (its content area), elsewhere when the box layout offers the
/// reader a size.
///
/// The content resolves at the reader's own view path each time, so its `@State` is the same
/// whatever the size. Cache: the node resolved for each size offered, kept for as long as the
/// node holding this (a screen's resolution): any state change resolves the screen afresh, with
/// a new, empty cache.
final class GeometryContent {
    /// A size offered to the reader, in cells: `nil` along an axis offered nothing.
    struct Offer: Hashable {
        /// Columns.
        var width: Int?
        /// Lines.
        var height: Int?

        /// The size in points, SwiftUI's 10 points standing in along an axis offered nothing.
        var points: CGSize {
            CGSize(
                width: width.map { Double($0) * PointScale.pointsPerColumn } ?? 10,
                height: height.map { Double($0) * PointScale.pointsPerLine } ?? 10)
        }
    }

    /// Resolves the content for a size offered.
    private let resolve: (Offer) -> Node
    /// The content resolved for each size offered so far.
    private var resolved: [Offer: Node] = [:]

    /// - Parameter resolve: Resolves the content for a size offered.
    init(resolve: @escaping (Offer) -> Node) {
        self.resolve = resolve
    }

    /// The content for a size, resolved the first time it is asked for.
    func node(for offer: Offer) -> Node {
        if let node = resolved[offer] { return node }
        let node = resolve(offer)
        resolved[offer] = node
        return node
    }
}
