import Foundation

/// A two-finger rotation, as SwiftUI's `RotateGesture`: a terminal has none, so it compiles and
/// never reports.
public struct RotateGesture: Gesture {
    /// How far a rotation has turned, as SwiftUI reports it.
    public struct Value: Equatable, Sendable {
        /// The angle turned.
        public var rotation: Angle
        /// How fast it turns, per second.
        public var velocity: Angle
        /// Where it began, as a unit point of the view.
        public var startAnchor: UnitPoint
        /// Where it began, in points.
        public var startLocation: CGPoint
    }

    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The least change that counts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture, which never reports in a terminal.
    /// - Parameter minimumAngleDelta: The least change that counts.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotateGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}

/// A rotation, as SwiftUI's older `RotationGesture`: it compiles and never reports.
public struct RotationGesture: Gesture {
    /// The angle turned.
    public typealias Value = Angle
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The least change that counts.
    public var minimumAngleDelta: Angle

    /// Creates a rotation gesture, which never reports in a terminal.
    /// - Parameter minimumAngleDelta: The least change that counts.
    public init(minimumAngleDelta: Angle = .degrees(1)) {
        self.minimumAngleDelta = minimumAngleDelta
    }
}

extension RotationGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions()
    }
}
