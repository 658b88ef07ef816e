import Foundation

/// A drag, as SwiftUI's `DragGesture`. A terminal reports clicks, not the mouse moving with its
/// button held, so a drag never happens: the gesture compiles and never reports.
public struct DragGesture: Gesture {
    /// Where a drag is, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        /// When the drag moved last.
        public var time: Date
        /// Where it is, in points.
        public var location: CGPoint
        /// Where it began, in points.
        public var startLocation: CGPoint
        /// How far it moved from where it began.
        public var translation: CGSize
        /// How fast it moves, in points per second.
        public var velocity: CGSize
        /// Where it would end if it stopped now.
        public var predictedEndLocation: CGPoint
        /// How far it would have moved if it stopped now.
        public var predictedEndTranslation: CGSize
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// How far the touch moves before the drag begins, in points.
    public var minimumDistance: CGFloat
    /// The space locations are given in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a drag gesture, which never reports in a terminal.
    /// - Parameters:
    ///   - minimumDistance: How far the touch moves before the drag begins, in points.
    ///   - coordinateSpace: The space locations are given in.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance
        self.coordinateSpace = coordinateSpace
    }
}

extension DragGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}
