import Foundation

/// What a ``GeometryReader`` knows of its place, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
    /// The size offered to the reader, in points: columns × 8 wide, lines × 16 tall.
    public let size: CGSize

    /// The safe area's insets: none, a terminal has no notch or home indicator.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// A proxy for a size in points.
    init(size: CGSize) {
        self.size = size
    }

    /// The reader's frame in a coordinate space. TermNav knows the reader's size when it builds
    /// its content, not yet where it goes, so the origin is zero in every space: the frame is
    /// the reader's bounds.
    /// - Parameter coordinateSpace: The coordinate space.
    /// - Returns: The frame, in points.
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space, as SwiftUI's `CoordinateSpace`: for ``GeometryProxy/frame(in:)``.
public enum CoordinateSpace: Hashable {
    /// The whole screen's.
    case global
    /// The view's own.
    case local
    /// A space a view named.
    case named(AnyHashable)
}
