import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension CursesTerminal {
    /// Waits for the next input event; keys TermNav has no name for are skipped.
    ///
    /// Waiting blocks until a key or a resize comes (no polling, so an idle app uses no CPU).
    /// An Esc on its own is reported at once; the only timed wait is for the rest of an escape
    /// sequence split across reads (see ``InputReader``). A resize arrives as `.resize`, once
    /// ``size`` has the new size, and the next frame is drawn whole.
    /// - Returns: The event, or `nil` when input has ended (the terminal hung up or closed).
    package func readEvent() -> InputEvent? {
        guard isOpen else { return nil }
        return settled(input.nextEvent(waiting: true))
    }

    /// The next input event if it has already arrived, without waiting: keys already decoded,
    /// then whatever can be read at once.
    /// - Returns: The event; `nil` when none is there yet, or input has ended.
    package func pendingEvent() -> InputEvent? {
        guard isOpen else { return nil }
        return settled(input.nextEvent(waiting: false))
    }

    /// An event, after a resize's new size is taken in, and, when the process was continued
    /// after a stop, the terminal taken again; or after the colour scheme of the terminal's late
    /// answer is taken in, the next frame then repainting every cell for it.
    private func settled(_ event: InputEvent?) -> InputEvent? {
        switch event {
        case .resize:
            if ResizeSignal.takeContinued() || TerminalRestorer.isGivenBack {
                TerminalRestorer.retake(enter: retakeSequence)
            }
            adoptWindowSize()
        case .colorScheme(let scheme):
            writer.adopt(colorScheme: scheme)
            shown = nil
        case .key, .paste, .mouse, .focus, .openURL, .wake, .choose, nil:
            break
        }
        return event
    }

    /// Takes in the terminal's size after a resize: ncurses is told it (`resize_term`, which
    /// draws nothing), so ``size`` has it, and the next frame repaints every cell from a
    /// cursor position and style the writer no longer assumes.
    func adoptWindowSize() {
        var lines: Int32 = 0
        var columns: Int32 = 0
        if tn_window_size(terminal, &lines, &columns) == 0, lines > 0, columns > 0,
            lines != tn_lines() || columns != tn_cols()
        {
            _ = resize_term(lines, columns)
        }
        writer.forgetTerminalState()
        shown = nil
    }
}
