import TermNavCore

extension CursesTerminal {
    /// Shows a frame, sending only the cells that changed since the last one, in one write.
    ///
    /// After a size change or ``invalidate()`` the screen is cleared and every cell that is not
    /// blank is sent. ``TerminalWriter`` makes the bytes: each grapheme cluster whole, at the
    /// column the canvas gives it, whatever width the terminal thinks it has; control
    /// characters drawn as placeholders, never sent.
    /// - Parameter canvas: The frame; the part outside the terminal is left out.
    package func draw(_ canvas: Canvas) {
        guard isOpen else { return }
        let screenSize = size
        let previous = shownSize == screenSize ? shown : nil
        let bytes = writer.frame(canvas, over: previous, size: screenSize)
        if !TerminalOutput.write(bytes) {
            // Part of the frame may be missing: draw everything next time.
            writer.forgetTerminalState()
            shown = nil
            return
        }
        shown = canvas
        shownSize = screenSize
    }
}
