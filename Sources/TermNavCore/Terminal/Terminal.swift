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
    /// How many colours the terminal shows (8, 16, 256, …): 0 on a terminal without them and
    /// under `NO_COLOR`, where the focus is drawn in reverse video rather than in the theme's
    /// colour.
    var colorCount: Int { get }
    /// Whether the terminal's background is light or dark: what `@Environment(\.colorScheme)`
    /// reads, and what translucent colours are blended over. Dark by default. A backend that
    /// learns it only later changes it and then reports ``InputEvent/colorScheme(_:)``.
    var colorScheme: ColorScheme { get }
    /// Shows a frame. Backends send only the cells that differ from the frame shown before.
    func draw(_ canvas: Canvas)
    /// Writes lines of the linear mode, each a change in words, in order; terminals that only
    /// draw ignore them.
    /// - Parameter lines: The lines.
    func say(_ lines: [String])
    /// Leaves the screen for the linear mode (F12), or takes it again: in the linear mode
    /// nothing is drawn and lines are written where the shell's were (`CursesTerminal` leaves
    /// the alternate screen and shows the cursor, keys still read one at a time); back in the
    /// normal mode the next ``draw(_:)`` repaints every cell.
    /// - Parameter isLinear: Whether the linear mode begins (`true`) or ends.
    /// - Returns: Whether the terminal switched: a terminal that has no screen to take again
    ///   stays in the linear mode.
    func setLinear(_ isLinear: Bool) -> Bool
    /// Waits for the next input event. Returns `nil` when input has ended and the app should quit.
    func readEvent() -> InputEvent?
    /// The next input event if one has already arrived, without waiting; `nil` when none has.
    /// The run loop drains these after each event it waits for, then draws one frame for all.
    /// A backend may leave input that arrived after it last read for the next ``readEvent()``,
    /// which returns it at once.
    func pendingEvent() -> InputEvent?
    /// Forgets what is on the screen, so the next `draw` repaints every cell.
    func invalidate()
    /// Gives the terminal back and stops the app until it is resumed, as Ctrl-Z does in a shell
    /// (``KeyMap/Command/suspend``); returns once the app runs again and the terminal is TermNav's
    /// once more. The run loop then repaints everything.
    ///
    /// The default does nothing and returns at once: a terminal that cannot be handed back, such
    /// as ``HeadlessTerminal``, just keeps going. `CursesTerminal` restores the tty modes, leaves
    /// the alternate screen, shows the cursor and stops the process group, and on `fg` takes the
    /// terminal again at whatever size it has by then.
    func suspend()
    /// Something any thread may call to make a wait in ``readEvent()`` return ``InputEvent/wake``
    /// soon (at once if it is waiting): the run loop's tasks have work, or a model changed. `nil`
    /// when the terminal cannot be woken; the default.
    var waker: (@Sendable () -> Void)? { get }
    /// Puts text on the system's clipboard, telling whether it was sent: `CursesTerminal` sends
    /// it as an OSC 52 sequence, which the terminal itself puts on the clipboard, unless the
    /// terminal is known not to or `TERMNAV_CLIPBOARD=0`. The default sends nothing and says so.
    /// - Parameter text: The text.
    /// - Returns: Whether the text went to the terminal.
    func copyToClipboard(_ text: String) -> Bool
}

extension Terminal {
    /// A terminal that cannot tell whether input is waiting reports none: every event then gets
    /// its own frame.
    package func pendingEvent() -> InputEvent? {
        nil
    }

    /// A terminal that cannot be handed back does nothing and returns at once.
    package func suspend() {}

    /// A terminal that only draws ignores the linear mode's lines.
    package func say(_ lines: [String]) {}

    /// A terminal that has only its screen switches at once, forgetting what it shows.
    package func setLinear(_ isLinear: Bool) -> Bool {
        invalidate()
        return true
    }

    /// A terminal that does not say what its background is: dark, as most terminals are.
    package var colorScheme: ColorScheme { .dark }

    /// A terminal that cannot be woken: its input alone ends a wait.
    package var waker: (@Sendable () -> Void)? { nil }

    /// A terminal without a clipboard: nothing is sent.
    package func copyToClipboard(_ text: String) -> Bool {
        false
    }
}
