import TermNavCore

extension CursesTerminal {
    /// Gives the terminal back and stops the job, as Ctrl-Z does in a shell; returns when the
    /// job is continued (`fg`), with the terminal TermNav's again, to be repainted whole.
    ///
    /// The terminal is given back as at ``close()`` (tty modes restored, alternate screen left,
    /// cursor shown, automatic margins on), but ncurses and TermNav's state stay. Then `SIGTSTP`
    /// stops the process group (see `JobControl`). On continue the tty modes are TermNav's again,
    /// the alternate screen entered, the cursor hidden, the margins off, and the size read
    /// afresh. The app's held output stays held until the terminal is closed. When the process
    /// started with `SIGTSTP` ignored, nothing happens.
    package func suspend() {
        guard isOpen, JobControl.canStop else { return }
        JobControl.stopJob()
        // The continue's own notice is still to come as a resize, which repaints once more.
        _ = ResizeSignal.takeContinued()
        TerminalRestorer.retake(enter: retakeSequence)
        adoptWindowSize()
    }
}
