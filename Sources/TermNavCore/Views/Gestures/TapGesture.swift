import Foundation

/// A tap, or a number of taps, as SwiftUI's `TapGesture`: Enter or Space on the focused view,
/// or a click on it, runs a single tap; a second click on the view a double tap.
public struct TapGesture: Gesture {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The taps it takes: 1 for a tap, 2 for a double tap.
    public var count: Int

    /// Creates a tap gesture.
    /// - Parameter count: The taps it takes; 1 by default.
    public init(count: Int = 1) {
        self.count = count
    }
}

extension TapGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions(taps: [.init(count: count, coordinateSpace: .local) { _ in callbacks.end(()) }])
    }
}

/// A tap that reports where it fell, as SwiftUI's `SpatialTapGesture`: a click's cell, in
/// points (a column is 8 points, a line 16), at the cell's centre; Enter and Space tap the
/// view's first cell.
public struct SpatialTapGesture: Gesture {
    /// Where the tap fell.
    public struct Value: Equatable, Sendable {
        /// The location, in points, in the gesture's coordinate space.
        public var location: CGPoint
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The taps it takes.
    public var count: Int
    /// The space the location is given in.
    public var coordinateSpace: CoordinateSpace

    /// Creates a tap gesture that reports its location.
    /// - Parameters:
    ///   - count: The taps it takes; 1 by default.
    ///   - coordinateSpace: The space the location is given in: the view's own by default.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count
        self.coordinateSpace = coordinateSpace
    }
}

extension SpatialTapGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions(taps: [
            .init(count: count, coordinateSpace: coordinateSpace) { location in
                callbacks.end(Value(location: location))
            }
        ])
    }
}
