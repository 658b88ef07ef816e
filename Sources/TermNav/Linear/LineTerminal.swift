import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The terminal of the linear mode: nothing is drawn (no alternate screen, no cursor moves);
/// each change is written to standard output as one plain line, and input is read from
/// standard input a line at a time (``LineInput``), so the app works with a screen reader, over
/// a pipe, or on a terminal that cannot draw (`TERM=dumb`). At the end of input the app ends.
final class LineTerminal: Terminal {
    /// The size frames are laid out at: `COLUMNS` and `LINES` when set, else 80 by 24.
    let size: Size
    /// Lines are written in UTF-8.
    var supportsUnicode: Bool { true }
    /// Nothing is drawn, so no colour is.
    var colorCount: Int { 0 }
    /// The events of the line read last not handled yet.
    private var pending: [InputEvent] = []

    /// A line terminal on standard input and output.
    init() {
        func number(_ name: String) -> Int? {
            getenv(name).flatMap { Int(String(cString: $0)) }.flatMap { $0 > 0 ? $0 : nil }
        }
        size = Size(width: number("COLUMNS") ?? 80, height: number("LINES") ?? 24)
    }

    /// Whether the app has no screen to draw on, so runs in the linear mode: `TERM` is unset,
    /// empty or `dumb`, standard input is not a terminal, or standard output is not one and no
    /// controlling terminal can be drawn on instead.
    static var isNeeded: Bool {
        let term = getenv("TERM").map { String(cString: $0) } ?? ""
        if term.isEmpty || term == "dumb" { return true }
        if isatty(STDIN_FILENO) != 1 { return true }
        return isatty(STDOUT_FILENO) != 1 && !OutputCapture.canDrawOnControllingTerminal
    }

    /// Nothing is drawn in the linear mode.
    func draw(_ canvas: Canvas) {}

    /// Writes each line to standard output, as it comes.
    func say(_ lines: [String]) {
        var bytes: [UInt8] = []
        for line in lines { bytes += Array(line.utf8) + [0x0A] }
        _ = TerminalOutput.write(bytes, to: STDOUT_FILENO)
    }

    /// The next event: of the line read last, else of the next line of standard input; `nil`
    /// at its end.
    func readEvent() -> InputEvent? {
        while pending.isEmpty {
            guard let line = readLine(strippingNewline: true) else { return nil }
            pending = LineInput.events(for: line)
        }
        return pending.removeFirst()
    }

    /// Nothing to redraw.
    func invalidate() {}

    /// Stays in the linear mode: there is no screen to take.
    /// - Parameter isLinear: Whether the linear mode is asked for.
    /// - Returns: Whether the mode asked for is the one it stays in.
    func setLinear(_ isLinear: Bool) -> Bool {
        isLinear
    }
}
