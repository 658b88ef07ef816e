/// The seam between TermNav and a terminal: frames go out, input events come in.
///
/// The core only ever draws into a ``Canvas``; a backend shows it. `CursesTerminal`, in the
/// `TermNav` module, is the real terminal (and the only code that knows ncurses);
/// ``HeadlessTerminal`` keeps the frame in memory for tests.
package protocol Terminal: AnyObject {
    /// The terminal's current size in cells.
    var size: Size { get }
    /// Whether the terminal draws UTF-8; when not, TermNav uses ASCII fallbacks.
    var supportsUnicode: Bool { get }
    /// Shows a frame. Backends send only the cells that differ from the frame shown before.
    func draw(_ canvas: Canvas)
    /// Waits for the next input event. Returns `nil` when input has ended and the app should quit.
    func readEvent() -> InputEvent?
    /// Forgets what is on the screen, so the next `draw` repaints every cell.
    func invalidate()
}
