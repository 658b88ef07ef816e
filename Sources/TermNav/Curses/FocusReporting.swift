/// The sequences that turn the terminal's focus reports on and off (xterm's mode 1004): with it
/// on, the terminal sends `ESC [ I` when its window gains the focus and `ESC [ O` when it loses
/// it, which ``KeyDecoder`` reads as ``InputEvent/focus(_:)``, never as keys. A terminal that
/// does not report its focus ignores the mode, and the app stays `.active`.
///
/// It is on while TermNav has the terminal and turned off whenever the terminal is given back
/// (quit, a signal, a crash, a suspension), as bracketed paste is.
enum FocusReporting {
    /// Turns focus reports on.
    static let on = Array("\u{1B}[?1004h".utf8)
    /// Turns them off again.
    static let off = Array("\u{1B}[?1004l".utf8)
}
