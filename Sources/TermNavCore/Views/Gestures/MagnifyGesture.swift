import Foundation

/// A pinch, as SwiftUI's `MagnifyGesture`: a terminal has no pinch, so it compiles and never
/// reports.
public struct MagnifyGesture: Gesture {
    /// How far a pinch has magnified, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        /// The magnification: 1 at the start.
        public var magnification: CGFloat
        /// How fast it changes, per second.
        public var velocity: CGFloat
        /// Where the pinch began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where the pinch began, in points.
        public var startLocation: CGPoint
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The least change that counts.
    public var minimumScaleDelta: CGFloat

    /// Creates a pinch gesture, which never reports in a terminal.
    /// - Parameter minimumScaleDelta: The least change that counts.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnifyGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}

/// A pinch, as SwiftUI's older `MagnificationGesture`: it compiles and never reports.
public struct MagnificationGesture: Gesture {
    /// The magnification: 1 at the start.
    public typealias Value = CGFloat
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The least change that counts.
    public var minimumScaleDelta: CGFloat

    /// Creates a pinch gesture, which never reports in a terminal.
    /// - Parameter minimumScaleDelta: The least change that counts.
    public init(minimumScaleDelta: CGFloat = 0.01) {
        self.minimumScaleDelta = minimumScaleDelta
    }
}

extension MagnificationGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}
