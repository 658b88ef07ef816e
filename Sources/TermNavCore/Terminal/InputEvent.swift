/// What a backend reads from the terminal: a key press, or news that the terminal changed size.
package enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyPress)
    /// The terminal changed size; its new size is the backend's `size`.
    case resize
}
