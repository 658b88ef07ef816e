/// What a backend reads from the terminal: a key press, a mouse click or wheel notch, news that
/// the terminal changed size, or a wake-up for the run loop's own work.
package enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyPress)
    /// The mouse was clicked or its wheel turned.
    case mouse(MouseEvent)
    /// The terminal changed size; its new size is the backend's `size`.
    case resize
    /// Nothing was typed, but the run loop has work: a task's job, or a model changed (see
    /// ``Terminal/waker``).
    case wake
}
