import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal, driven by ncurses: the only code in TermNav that knows ncurses.
///
/// ``open()`` checks that there is a usable terminal before anything is drawn, then starts
/// ncurses on the alternate screen with raw keyboard input (Ctrl-C arrives as a key, not as
/// SIGINT) and the cursor hidden. ``close()`` gives the terminal back exactly as it was found;
/// `TerminalRestorer` does the same from a signal handler if the process is killed or crashes.
package final class CursesTerminal: Terminal {
    /// Whether the locale's character set is UTF-8; when not, TermNav draws ASCII fallbacks.
    package let supportsUnicode: Bool
    /// The ncurses screen; `nil` once closed.
    private var screen: OpaquePointer?
    /// The frame on screen, compared with the next one; `nil` to repaint everything.
    var shown: Canvas?
    /// The terminal size `shown` was drawn at.
    var shownSize = Size(width: 0, height: 0)
    /// The colour pairs handed to ncurses so far.
    var colorPairs: ColorPairs

    private init(screen: OpaquePointer, supportsUnicode: Bool, colorPairs: ColorPairs) {
        self.screen = screen
        self.supportsUnicode = supportsUnicode
        self.colorPairs = colorPairs
    }

    deinit {
        close()
    }

    /// Whether the terminal is open: between ``open()`` and ``close()``.
    package var isOpen: Bool { screen != nil }

    /// The terminal's size in cells, as ncurses last saw it (updated on a `.resize` key).
    package var size: Size {
        guard isOpen else { return Size(width: 0, height: 0) }
        return Size(width: Int(tn_cols()), height: Int(tn_lines()))
    }

    /// Takes over the terminal: checks it, then starts ncurses on the alternate screen.
    ///
    /// Nothing is drawn and the tty is left alone when this throws. The locale is set from the
    /// environment (`setlocale(LC_ALL, "")`), and Esc is answered after 25 ms unless the
    /// `ESCDELAY` environment variable says otherwise.
    /// - Returns: The open terminal; call ``close()`` to give the terminal back.
    /// - Throws: ``TerminalError/notATerminal`` when standard input or output is not a TTY,
    ///   ``TerminalError/unusableTerminal(_:)`` when `TERM` is unset, unknown or too limited,
    ///   ``TerminalError/alreadyOpen`` when another `CursesTerminal` is open.
    package static func open() throws(TerminalError) -> CursesTerminal {
        guard isatty(STDIN_FILENO) == 1, isatty(STDOUT_FILENO) == 1 else { throw .notATerminal }
        guard !TerminalRestorer.isActive else { throw .alreadyOpen }
        _ = setlocale(LC_ALL, "")
        let unicode = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) == "UTF-8" } ?? false
        let restoreSequence = try TerminfoProbe.check()
        TerminalRestorer.activate(restoreSequence: restoreSequence)
        guard let screen = tn_newterm_stdio() else {
            TerminalRestorer.restoreModes()
            TerminalRestorer.deactivate()
            throw .unusableTerminal("ncurses could not start on this terminal (check TERM)")
        }
        return CursesTerminal(screen: screen, supportsUnicode: unicode, colorPairs: configure())
    }

    /// Sets the input and output modes TermNav needs on the new screen.
    /// - Returns: The colour pairs, enabled when the terminal has colours.
    private static func configure() -> ColorPairs {
        let window = tn_stdscr()
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = keypad(window, true)
        defineCommonKeys()
        _ = leaveok(window, true)
        _ = scrollok(window, false)
        _ = curs_set(0)
        if getenv("ESCDELAY") == nil {
            _ = set_escdelay(25)
        }
        guard has_colors(), start_color() == tn_ok() else { return ColorPairs() }
        let defaultColors = use_default_colors() == tn_ok()
        return ColorPairs(
            defaultColors: defaultColors, colors: Int(tn_colors()), pairs: Int(tn_color_pairs()))
    }

    /// Gives the terminal back: ends ncurses (leaving the alternate screen and showing the
    /// cursor), restores the tty modes saved at ``open()`` and the previous signal handlers.
    ///
    /// Calling it again does nothing; `deinit` calls it too.
    package func close() {
        guard let screen else { return }
        self.screen = nil
        shown = nil
        _ = endwin()
        delscreen(screen)
        TerminalRestorer.restoreModes()
        TerminalRestorer.deactivate()
    }

    /// Forgets what is on the screen: the next ``draw(_:)`` clears it and repaints every cell.
    package func invalidate() {
        guard isOpen else { return }
        shown = nil
        _ = clearok(tn_curscr(), true)
    }
}
