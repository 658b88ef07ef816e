import TermNavCore

extension CursesTerminal {
    /// Leaves the alternate screen for the linear mode (F12), or takes it again.
    ///
    /// Into the linear mode the terminal is given back as at a suspension (attributes off,
    /// cursor shown, automatic margins on, alternate screen left, the mouse and pastes reported
    /// no more) but its tty modes stay TermNav's, so keys are still read one at a time. Back,
    /// the alternate screen is entered (for the first time, when the app started in the linear
    /// mode), the size read afresh, and the next frame repaints every cell. Asked for the mode
    /// it is in, it writes nothing.
    /// - Parameter isLinear: Whether the linear mode begins.
    /// - Returns: Whether the terminal is in that mode now: not once it is closed.
    package func setLinear(_ isLinear: Bool) -> Bool {
        guard isOpen else { return false }
        if isLinear != self.isLinear {
            if isLinear {
                TerminalRestorer.leaveScreen()
            } else {
                TerminalRestorer.retake(enter: enterSequence)
                adoptWindowSize()
            }
            self.isLinear = isLinear
        }
        shown = nil
        return true
    }

    /// Writes the linear mode's lines where the shell's are, each ended by a carriage return and
    /// a line feed, as the tty's raw mode turns no line feed into both.
    /// - Parameter lines: The lines.
    package func say(_ lines: [String]) {
        var bytes: [UInt8] = []
        for line in lines { bytes += Array(line.utf8) + [0x0D, 0x0A] }
        TerminalOutput.write(bytes, to: terminal)
    }
}
