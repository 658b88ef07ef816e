/// The parts of a control that a click acts on one by one: a stepper's − and +, a segmented
/// picker's segments, a date picker's fields.
///
/// The control is the last thing on its row's first line (at the right of a labeled row, or the
/// whole row without a label), so the parts, laid out side by side in order, end where that
/// line ends. The mouse lays them out to find the part a click falls on and runs its action;
/// a part without one (a separator) does what a click on the row does.
struct ControlClicks {
    /// One part of the control, as drawn.
    struct Part {
        /// What the part draws.
        var node: Node
        /// What a click on it does, or `nil` for a part a click passes over.
        var action: (() -> Void)?
    }

    /// The parts, from left to right, with the spacing between them as parts of their own.
    var parts: [Part]
}
