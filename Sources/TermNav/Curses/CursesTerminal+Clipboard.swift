import TermNavCore

extension CursesTerminal {
    /// Sends text for the clipboard as OSC 52, unless the terminal is known not to take it or
    /// `TERMNAV_CLIPBOARD=0` (``ClipboardSupport``).
    /// - Parameter text: The text.
    /// - Returns: Whether it was sent.
    package func copyToClipboard(_ text: String) -> Bool {
        guard isOpen, ClipboardSupport.isSupportedHere else { return false }
        return TerminalOutput.write(ClipboardSupport.sequence(for: text), to: terminal)
    }
}
