import Foundation

/// What a gesture does here, as data: the taps and long presses that make it report, and what
/// each runs. A gesture a terminal has no input for (a drag, a pinch, a rotation) has none.
struct GestureActions {
    /// A tap of some count: Enter, Space or a click runs a single tap; a second click on the
    /// view runs a double tap.
    struct Tap {
        /// The taps it takes: 1 for a tap, 2 for a double tap.
        var count: Int
        /// The space the location is given in.
        var coordinateSpace: CoordinateSpace
        /// What the tap runs, with where it fell, in points.
        var action: (CGPoint) -> Void
    }

    /// A long press: the actions key offers it on the view's row.
    struct LongPress {
        /// Told `true` when the press begins and `false` when it ends.
        var pressingChanged: (Bool) -> Void
        /// What the press runs once it is long enough.
        var action: () -> Void

        /// Presses and holds: the press begins, runs its action and ends.
        func run() {
            pressingChanged(true)
            action()
            pressingChanged(false)
        }
    }

    /// How the gesture stands beside the gestures of the views inside.
    enum Priority {
        /// `.gesture` and `.onTapGesture`: the view's own.
        case normal
        /// `.highPriorityGesture`: before the gestures of the views inside.
        case high
        /// `.simultaneousGesture`: as well as the view's other action.
        case simultaneous
    }

    /// The taps, in the order the gesture lists them.
    var taps: [Tap] = []
    /// The long presses.
    var longPresses: [LongPress] = []
    /// How the gesture stands beside those inside.
    var priority = Priority.normal

    /// Whether nothing here makes the gesture report.
    var isEmpty: Bool { taps.isEmpty && longPresses.isEmpty }

    /// The actions of two gestures together, as a gesture that recognizes either.
    /// - Parameters:
    ///   - first: The first gesture's actions.
    ///   - second: The second's.
    /// - Returns: Both.
    static func + (first: GestureActions, second: GestureActions) -> GestureActions {
        GestureActions(
            taps: first.taps + second.taps, longPresses: first.longPresses + second.longPresses,
            priority: first.priority)
    }
}

/// What runs with a gesture's value: the `.onChanged` and `.updating` callbacks as it changes,
/// the `.onEnded` ones when it ends. Values are passed as `Any` and each callback takes those of
/// its own gesture's type.
struct GestureCallbacks {
    /// Run as the gesture's value changes.
    var changed: [(Any) -> Void] = []
    /// Run when the gesture ends.
    var ended: [(Any) -> Void] = []

    /// Reports a change.
    /// - Parameter value: The gesture's value.
    func change(_ value: Any) {
        for callback in changed { callback(value) }
    }

    /// Reports the end.
    /// - Parameter value: The gesture's value.
    func end(_ value: Any) {
        for callback in ended { callback(value) }
    }

    /// These callbacks for a gesture inside another, whose values `transform` makes from the
    /// inner one's; a value it makes `nil` of is not reported.
    /// - Parameter transform: The outer gesture's value for the inner one's.
    /// - Returns: The callbacks the inner gesture reports to.
    func mapped(_ transform: @escaping (Any) -> Any?) -> GestureCallbacks {
        let changed = self.changed
        let ended = self.ended
        return GestureCallbacks(
            changed: [
                { value in if let mapped = transform(value) { for callback in changed { callback(mapped) } } }
            ],
            ended: [
                { value in if let mapped = transform(value) { for callback in ended { callback(mapped) } } }
            ])
    }
}
