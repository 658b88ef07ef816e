/// `.sensoryFeedback`: a haptic or a sound when a value changes. A terminal has neither: the
/// bell it could ring is a beep or a flash of the whole window, louder than the tap SwiftUI asks
/// for (and most of these play nothing on a Mac either), so nothing plays. The value is not
/// watched.
extension View {
    /// Plays feedback when a value changes: nothing plays in a terminal.
    /// - Parameters:
    ///   - feedback: The feedback.
    ///   - trigger: The value whose changes play it.
    /// - Returns: This view.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> Self {
        self
    }

    /// Plays feedback when a value changes and a condition holds: nothing plays in a terminal.
    /// - Parameters:
    ///   - feedback: The feedback.
    ///   - trigger: The value whose changes may play it.
    ///   - condition: Whether a change from the old value to the new plays it.
    /// - Returns: This view.
    public func sensoryFeedback<T: Equatable>(
        _ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool
    ) -> Self {
        self
    }

    /// Plays the feedback a closure chooses when a value changes: nothing plays in a terminal.
    /// - Parameters:
    ///   - trigger: The value whose changes may play it.
    ///   - feedback: The feedback for a change from the old value to the new, or `nil` for none.
    /// - Returns: This view.
    public func sensoryFeedback<T: Equatable>(
        trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?
    ) -> Self {
        self
    }

    /// Plays the feedback a closure chooses when a value changes: nothing plays in a terminal.
    /// - Parameters:
    ///   - trigger: The value whose changes may play it.
    ///   - feedback: The feedback, or `nil` for none.
    /// - Returns: This view.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?)
        -> Self
    {
        self
    }
}
