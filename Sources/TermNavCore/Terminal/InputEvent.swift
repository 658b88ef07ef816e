import Foundation

/// What a backend reads from the terminal: a key press, text pasted, a mouse click or wheel
/// notch, news that the terminal changed size or said what its background is, or a wake-up for
/// the run loop's own work.
package enum InputEvent: Hashable, Sendable {
    /// A key was pressed.
    case key(KeyPress)
    /// Text was pasted, whole, between the terminal's bracketed-paste markers: it is text, never
    /// keys (a pasted `q` does not quit, a pasted newline does not press Enter).
    case paste(String)
    /// The mouse was clicked or its wheel turned.
    case mouse(MouseEvent)
    /// The terminal changed size; its new size is the backend's `size`.
    case resize
    /// The terminal said what its background is after the app started (its answer to the
    /// backend's question came late): the scheme every view's `@Environment(\.colorScheme)`
    /// reads from now on, unless a view above set one, and the backend's own ``Terminal/colorScheme``.
    case colorScheme(ColorScheme)
    /// The terminal's window gained (`true`) or lost the focus, as a terminal reports it with
    /// xterm's focus events: the app is then ``ScenePhase/active`` or ``ScenePhase/inactive``.
    case focus(Bool)
    /// The app was asked to open a URL of its own (a deep link), which the `.onOpenURL`
    /// handlers on screen take.
    case openURL(URL)
    /// Nothing was typed, but the run loop has work: a task's job, or a model changed (see
    /// ``Terminal/waker``).
    case wake
    /// A number typed in the linear mode: choose the item with that number (from 1) of what has
    /// the keys (an alert's buttons, a menu's items, a list's rows) and activate it.
    case choose(Int)
}
