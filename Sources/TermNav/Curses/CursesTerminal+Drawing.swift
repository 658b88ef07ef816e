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
        // A SIGTSTP that comes meanwhile waits for the whole frame to be out. One that came
        // before, while the frame was being made, gave the terminal back: the frame is not sent
        // to the shell's screen, and the continue's resize notice brings a full repaint.
        JobControl.beginWrite()
        let written = !TerminalRestorer.isGivenBack && TerminalOutput.write(bytes, to: terminal)
        JobControl.endWrite()
        if !written {
            // Part of the frame may be missing, or none of it sent: draw everything next time.
            writer.forgetTerminalState()
            shown = nil
            return
        }
        shown = canvas
        shownSize = screenSize
    }
}
