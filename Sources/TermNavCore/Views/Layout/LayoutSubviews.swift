import Foundation

/// The subviews a ``Layout`` arranges, in the order its content lists them.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    /// The subviews.
    let subviews: [LayoutSubview]

    /// The first subview's position.
    public var startIndex: Int { subviews.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { subviews.endIndex }

    /// The subview at a position.
    public subscript(position: Int) -> LayoutSubview { subviews[position] }
}

/// One subview of a ``Layout``: what it takes when offered a size, and where the layout puts it.
public struct LayoutSubview: Equatable {
    /// The subview's position among its layout's.
    let index: Int
    /// Its size in points when offered a size, as its layout's parent lays it out.
    let measure: (ProposedViewSize) -> CGSize
    /// Where the layout's places are written.
    let placements: LayoutPlacements
    /// The subview's `.layoutPriority(_:)`; 0 without.
    public let priority: Double

    /// The size the subview takes when offered a size, in points (a column is 8 points, a line
    /// 16; lengths offered are rounded down to whole cells).
    /// - Parameter proposal: The size offered.
    /// - Returns: The size it takes.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        measure(proposal)
    }

    /// The subview's size when offered a size, as dimensions.
    /// - Parameter proposal: The size offered.
    /// - Returns: Its dimensions.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = measure(proposal)
        return ViewDimensions(width: size.width, height: size.height)
    }

    /// Places the subview: the point of it that `anchor` names goes at `position`, in the
    /// coordinates of the bounds the layout was given, and it takes the size it answers for
    /// `proposal`. Positions are rounded to the nearest cell.
    /// - Parameters:
    ///   - position: Where its anchor goes.
    ///   - anchor: The point of the subview placed there; its top left by default.
    ///   - proposal: The size it is offered.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let size = measure(proposal)
        let topLeft = CGPoint(
            x: position.x - CGFloat(anchor.x) * size.width - placements.origin.x,
            y: position.y - CGFloat(anchor.y) * size.height - placements.origin.y)
        placements.places[index] = LayoutPlacements.Place(topLeft: topLeft, proposal: proposal)
    }

    /// Whether two are the same subview of the same layout.
    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool {
        lhs.index == rhs.index && lhs.placements === rhs.placements
    }
}

/// A subview's size, as a ``Layout`` reads it.
public struct ViewDimensions: Equatable {
    /// The width in points.
    public let width: CGFloat
    /// The height in points.
    public let height: CGFloat
}

/// Where a layout placed its subviews, in points from the top left of its bounds.
final class LayoutPlacements {
    /// A subview's place.
    struct Place {
        /// Its top left corner, from the top left of the bounds.
        var topLeft: CGPoint
        /// The size it was offered.
        var proposal: ProposedViewSize
    }

    /// The top left of the bounds the layout was given, in points.
    let origin: CGPoint
    /// Each subview's place, by position; `nil` for one not placed.
    var places: [Int: Place] = [:]

    /// Places for a layout given bounds whose top left is `origin`.
    init(origin: CGPoint) {
        self.origin = origin
    }
}
