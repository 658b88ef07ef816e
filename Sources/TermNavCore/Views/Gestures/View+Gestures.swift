import Foundation

/// The key of ``EnvironmentValues/allowsHitTesting``.
private struct AllowsHitTestingKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the gestures here answer taps and presses: `false` inside
    /// `.allowsHitTesting(false)`.
    var allowsHitTesting: Bool {
        get { self[AllowsHitTestingKey.self] }
        set { self[AllowsHitTestingKey.self] = newValue }
    }
}

extension View {
    /// Runs an action when the view is tapped, as SwiftUI does. The view takes the focus (in a
    /// list, its row; elsewhere, as a button does); Enter or Space runs the tap, and so does a
    /// click on it. With `count: 2`, a second click on the view runs it (the first runs the
    /// single tap, if the view has one); Enter runs it on a view without a single tap.
    ///
    /// ```swift
    /// HStack {
    ///     Image(systemName: item.isPacked ? "checkmark.circle.fill" : "circle")
    ///     Text(item.name)
    /// }
    /// .onTapGesture { item.isPacked.toggle() }
    /// ```
    /// - Parameters:
    ///   - count: The taps it takes: 1 for a tap, 2 for a double tap.
    ///   - action: The action.
    /// - Returns: The view.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        builtIn(
            .gesture(GestureActions(taps: [.init(count: count, coordinateSpace: .local) { _ in action() }])))
    }

    /// Runs an action with where the view was tapped, as SwiftUI does: a click's cell in points
    /// (a column is 8 points, a line 16), at the cell's centre, from the top left of the view's
    /// row (of its cell, in a lazy grid) or of the screen for `.global`. Enter and Space tap the
    /// first cell.
    /// - Parameters:
    ///   - count: The taps it takes: 1 for a tap, 2 for a double tap.
    ///   - coordinateSpace: The space the location is given in: the view's own by default.
    ///   - action: The action, given the location.
    /// - Returns: The view.
    public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        builtIn(
            .gesture(
                GestureActions(taps: [.init(count: count, coordinateSpace: coordinateSpace, action: action)]))
        )
    }

    /// Runs an action when the view is pressed and held, as SwiftUI does: the actions key (`a`)
    /// lists the press on the view's row, and choosing it holds the view. The view takes the
    /// focus.
    /// - Parameters:
    ///   - minimumDuration: How long the press is held, in seconds.
    ///   - maximumDistance: How far the touch may move, in points.
    ///   - action: The action.
    ///   - onPressingChanged: Told `true` as the press begins and `false` as it ends.
    /// - Returns: The view.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        builtIn(
            .gesture(
                GestureActions(longPresses: [
                    .init(pressingChanged: onPressingChanged ?? { _ in }, action: action)
                ])))
    }

    /// Runs an action when the view is pressed and held, as SwiftUI's older form with `pressing`
    /// before the action.
    /// - Parameters:
    ///   - minimumDuration: How long the press is held, in seconds.
    ///   - maximumDistance: How far the touch may move, in points.
    ///   - pressing: Told `true` as the press begins and `false` as it ends.
    ///   - action: The action.
    /// - Returns: The view.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)?,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }

    /// Adds a gesture to the view, as SwiftUI does: `.gesture(TapGesture().onEnded { … })`.
    /// Taps and long presses fire as `.onTapGesture` and `.onLongPressGesture` do; a drag, a
    /// pinch or a rotation never fires.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Whether the gesture is recognized (`.gesture` or `.all`); the views inside keep
    ///     theirs whatever it says.
    /// - Returns: The view.
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        builtIn(.gesture(Self.actions(of: gesture, priority: .normal, isEnabled: mask.contains(.gesture))))
    }

    /// Adds a gesture to the view while `isEnabled` says so.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether the gesture is recognized.
    /// - Returns: The view.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        builtIn(.gesture(Self.actions(of: gesture, priority: .normal, isEnabled: isEnabled)))
    }

    /// Adds a gesture recognized as well as the view's other action: a tap added to a button or
    /// a link runs with it, on Enter, Space or the click that activates it.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Whether the gesture is recognized.
    /// - Returns: The view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
    {
        builtIn(
            .gesture(Self.actions(of: gesture, priority: .simultaneous, isEnabled: mask.contains(.gesture))))
    }

    /// Adds a gesture recognized as well as the view's other action while `isEnabled` says so.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether the gesture is recognized.
    /// - Returns: The view.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        builtIn(.gesture(Self.actions(of: gesture, priority: .simultaneous, isEnabled: isEnabled)))
    }

    /// Adds a gesture that comes before the gestures of the views inside: its tap is the one
    /// Enter runs.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - mask: Whether the gesture is recognized.
    /// - Returns: The view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View
    {
        builtIn(.gesture(Self.actions(of: gesture, priority: .high, isEnabled: mask.contains(.gesture))))
    }

    /// Adds a gesture that comes before those of the views inside while `isEnabled` says so.
    /// - Parameters:
    ///   - gesture: The gesture.
    ///   - isEnabled: Whether the gesture is recognized.
    /// - Returns: The view.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        builtIn(.gesture(Self.actions(of: gesture, priority: .high, isEnabled: isEnabled)))
    }

    /// Makes the view and the views inside it answer taps and presses, or not, as SwiftUI's
    /// `.allowsHitTesting(_:)`: with `false`, the taps and long presses inside do nothing and
    /// no longer make their views take the focus. Buttons, links and controls inside still
    /// answer keys and clicks.
    /// - Parameter enabled: Whether the gestures inside answer.
    /// - Returns: The view.
    public func allowsHitTesting(_ enabled: Bool) -> some View {
        builtIn(.allowsHitTesting(enabled))
    }

    /// A gesture's actions, as a modifier of some priority adds them.
    private static func actions<T: Gesture>(
        of gesture: T, priority: GestureActions.Priority, isEnabled: Bool
    ) -> GestureActions {
        guard isEnabled else { return GestureActions() }
        var actions = gesture.actions(GestureCallbacks())
        actions.priority = priority
        return actions
    }
}
