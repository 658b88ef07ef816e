import Foundation

/// A long press, as SwiftUI's `LongPressGesture`: the actions key (`a`) lists it on the view's
/// row, and choosing it presses and holds the view. It reports `true` as it begins and ends.
public struct LongPressGesture: Gesture {
    /// Whether the press is held: `true`.
    public typealias Value = Bool
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// How long the press is held, in seconds; the actions key holds it that long at once.
    public var minimumDuration: Double
    /// How far the touch may move, in points; a key does not move.
    public var maximumDistance: CGFloat

    /// Creates a long press gesture.
    /// - Parameters:
    ///   - minimumDuration: How long the press is held, in seconds.
    ///   - maximumDistance: How far the touch may move, in points.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

extension LongPressGesture: PrimitiveGesture {
    func actions(_ callbacks: GestureCallbacks) -> GestureActions {
        GestureActions(longPresses: [
            .init(
                pressingChanged: { isPressing in if isPressing { callbacks.change(true) } },
                action: { callbacks.end(true) })
        ])
    }
}
