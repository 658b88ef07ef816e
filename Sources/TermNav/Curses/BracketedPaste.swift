/// The sequences that turn the terminal's bracketed paste on and off (mode 2004): with it on, the
/// terminal sends pasted text between two markers, which ``KeyDecoder`` reads as one paste of
/// text, never as keys.
///
/// It is on while TermNav has the terminal and turned off whenever the terminal is given back
/// (quit, a signal, a crash, a suspension), as the mouse reporting is.
enum BracketedPaste {
    /// Turns bracketed paste on.
    static let on = Array("\u{1B}[?2004h".utf8)
    /// Turns it off again.
    static let off = Array("\u{1B}[?2004l".utf8)
}
