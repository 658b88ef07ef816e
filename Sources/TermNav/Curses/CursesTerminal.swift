import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real terminal: ncurses sets it up, TermNav reads the keys and writes the frames.
///
/// ``open()`` checks that there is a usable terminal before anything is drawn, then starts
/// ncurses on the alternate screen with raw keyboard input (Ctrl-C arrives as a key, not as
/// SIGINT) and the cursor hidden. ncurses knows the terminal (terminfo), sets it up and gives
/// it back; it never draws and never reads. Keys are read by ``InputReader`` (`poll` and
/// `read` on standard input, decoded by ``KeyDecoder``), resizes come through
/// ``ResizeSignal``. Frames go out through ``TerminalWriter``, which puts every grapheme
/// cluster, whole, where TermNav's widths say, whatever width the C library's `wcwidth` would
/// give it. ``close()`` gives the terminal back exactly as it was found; `TerminalRestorer`
/// does the same from a signal handler if the process is killed or crashes. ``suspend()`` gives
/// it back for a while (Ctrl-Z), `JobControl` does the same for `kill -TSTP`.
///
/// While it is open, what the app writes to standard output and standard error is held aside
/// (``OutputCapture``) and shown once the terminal is given back: TermNav and ncurses write to
/// a duplicate of the real standard output, ``terminal``.
package final class CursesTerminal: Terminal {
    /// The environment variable that forces the ASCII glyphs when set to `1`.
    package static let asciiVariable = "TERMNAV_ASCII"

    /// Whether the terminal draws UTF-8: the locale's character set is UTF-8 and
    /// `TERMNAV_ASCII=1` is not set. When not, TermNav draws ASCII fallbacks.
    package let supportsUnicode: Bool
    /// How many colours the terminal shows: its terminfo entry's `colors` (at most 256), or 0
    /// when it cannot set them or `NO_COLOR` is set.
    package let colorCount: Int
    /// The terminal's background, light or dark, as ``TerminalBackground`` decides it at
    /// ``open()``, and as the terminal's late answer changes it.
    package var colorScheme: ColorScheme { writer.sequences.capabilities.colorScheme }
    /// The ncurses screen; `nil` once closed.
    private var screen: OpaquePointer?
    /// The stream ncurses writes to, on a duplicate of ``terminal``; closed with the screen.
    private var screenOutput: UnsafeMutablePointer<FILE>?
    /// Where TermNav writes to the terminal: the real standard output, while descriptor 1 holds
    /// the app's output aside.
    let terminal: Int32
    /// The bytes that take the terminal again after a suspension.
    let enterSequence: [UInt8]
    /// The frame on screen, compared with the next one; `nil` to repaint everything.
    var shown: Canvas?
    /// The terminal size `shown` was drawn at.
    var shownSize = Size(width: 0, height: 0)
    /// Turns frames into bytes, and knows where the cursor is and how the terminal draws.
    var writer: TerminalWriter
    /// Reads and decodes the keys and resize notices.
    var input: InputReader
    /// The bytes that put the terminal's modes back at close: mouse reporting off and automatic
    /// margins back on, when TermNav turned them on and off.
    private let modesBack: [UInt8]
    /// Wakes the wait for input when the run loop has work; `nil` when no pipe could be made.
    private let wakePipe: WakePipe?
    /// Whether the terminal is in the linear mode: its screen given back to the shell's lines,
    /// its keys still read one at a time (``setLinear(_:)``).
    var isLinear: Bool
    /// The bytes that take the terminal again after a suspension: ``enterSequence``, or none
    /// in the linear mode, which leaves the shell's screen as it is.
    var retakeSequence: [UInt8] { isLinear ? [] : enterSequence }

    private init(
        screen: OpaquePointer, screenOutput: UnsafeMutablePointer<FILE>?, terminal: Int32,
        enterSequence: [UInt8], writer: TerminalWriter, input: InputReader, modesBack: [UInt8],
        wakePipe: WakePipe?, isLinear: Bool
    ) {
        self.wakePipe = wakePipe
        self.isLinear = isLinear
        self.screen = screen
        self.screenOutput = screenOutput
        self.terminal = terminal
        self.enterSequence = enterSequence
        self.writer = writer
        self.input = input
        self.modesBack = modesBack
        supportsUnicode = writer.unicode
        colorCount = writer.sequences.capabilities.shownColorCount
    }

    deinit {
        close()
    }

    /// Whether the terminal is open: between ``open()`` and ``close()``.
    package var isOpen: Bool { screen != nil }

    /// The terminal's size in cells, as ncurses has it: read when it started, and told again
    /// after each resize, before the `.resize` event is reported.
    package var size: Size {
        guard isOpen else { return Size(width: 0, height: 0) }
        return Size(width: Int(tn_cols()), height: Int(tn_lines()))
    }

    /// Takes over the terminal: checks it, then starts ncurses on the alternate screen.
    ///
    /// Nothing is drawn and the tty is left alone when this throws. The locale is set from the
    /// environment (`setlocale(LC_ALL, "")`). Esc is answered at once; the rest of an escape
    /// sequence split across reads is waited for 50 ms, or as many milliseconds as the
    /// `ESCDELAY` environment variable says. The environment also chooses:
    /// - `TERMNAV_ASCII=1`: ASCII glyphs and text (``supportsUnicode`` is `false`), whatever
    ///   the locale;
    /// - `NO_COLOR` (set and not empty): no colour sequence is ever sent; text attributes stay;
    /// - `COLORTERM=truecolor` or `24bit` (or terminfo's `RGB` or `Tc` flag): colours of any
    ///   value are sent in 24-bit colour, not as their nearest of the terminal's 256, 16 or 8;
    /// - `TERMNAV_COLOR_SCHEME=light` or `dark`: whether the terminal's background is light or
    ///   dark (``colorScheme``); when it is not set, the terminal is asked (OSC 11, waiting
    ///   30 ms at most), and when it does not answer, `COLORFGBG` (such as `0;15`) says, else
    ///   dark (see ``TerminalBackground``);
    /// - `TERMNAV_HYPERLINKS=1` or `0`: whether a `Link`'s text is sent as an OSC 8 hyperlink,
    ///   which is otherwise done on the terminals known to show them (``HyperlinkSupport``);
    /// - `TERMNAV_CLIPBOARD=1` or `0`: whether text a `ShareLink` copies is sent for the clipboard
    ///   (OSC 52), which is otherwise done unless the terminal is known not to take it
    ///   (``ClipboardSupport``);
    /// - `TERMNAV_LOG=path`: what the app writes to standard output and standard error is
    ///   appended to that file instead of being held until the terminal is given back;
    /// - `TERMNAV_CURSOR=1`: the terminal's cursor is shown where it rests on the focused
    ///   element, as `showsCursor` asks.
    ///
    /// Automatic margins are turned off while TermNav runs (`rmam`, back on at close), so a
    /// character the terminal draws wider than TermNav counts can never wrap or scroll the screen.
    /// - Parameters:
    ///   - showsCursor: Whether the terminal's cursor shows where it rests on the focused
    ///   element (it always shows at a text field's insertion point); the app's
    ///   `App.showsCursor`.
    ///   - linear: Whether the app starts in the linear mode: the terminal is set up (its keys
    ///     read one at a time) but its screen is not taken, nothing drawn and no mode turned on,
    ///     until ``setLinear(_:)`` takes it.
    /// - Returns: The open terminal; call ``close()`` to give the terminal back.
    ///
    /// When standard output is not a terminal but standard input is (`vim "$(files --pick)"`,
    /// `app > list.txt`), TermNav draws on the controlling terminal, `/dev/tty`, and what the app
    /// prints goes to standard output as it is written.
    /// - Throws: ``TerminalError/notATerminal`` when standard input is not a TTY, or standard
    ///   output is not and there is no controlling terminal,
    ///   ``TerminalError/unusableTerminal(_:)`` when `TERM` is unset, unknown or too limited,
    ///   ``TerminalError/alreadyOpen`` when another `CursesTerminal` is open.
    @MainActor
    package static func open(showsCursor: Bool = false, linear: Bool = false) throws(TerminalError)
        -> CursesTerminal
    {
        guard isatty(STDIN_FILENO) == 1,
            isatty(STDOUT_FILENO) == 1 || OutputCapture.canDrawOnControllingTerminal
        else { throw .notATerminal }
        guard !TerminalRestorer.isActive else { throw .alreadyOpen }
        _ = setlocale(LC_ALL, "")
        let utf8 = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) == "UTF-8" } ?? false
        let unicode = utf8 && !isSet(asciiVariable, to: "1")
        let sequences = try TerminfoProbe.check()
        TerminalRestorer.activate(sequences: sequences)
        let terminal = OutputCapture.terminal
        // Before ncurses starts, which then leaves SIGTSTP and SIGWINCH alone.
        JobControl.install(blocking: TerminalRestorer.blockedWhileHandling)
        let resizeNotices = ResizeSignal.install()
        var screenOutput: UnsafeMutablePointer<FILE>?
        guard let screen = tn_newterm_on(terminal, &screenOutput) else {
            ResizeSignal.remove()
            JobControl.remove()
            TerminalRestorer.restoreModes()
            TerminalRestorer.deactivate()
            throw .unusableTerminal("ncurses could not start on this terminal (check TERM)")
        }
        if linear {
            // ncurses has queued the start of its screen (the alternate screen, the scroll
            // region, the hidden cursor) and its first refresh clears it: sent nowhere, so the
            // shell's screen is never left and the lines said stay in its scrollback.
            DiscardedOutput.run(stream: screenOutput) {
                _ = curs_set(0)
                refreshStandardScreen()
            }
        }
        configure()
        // Asked as soon as the tty is raw, so the answer is not echoed, and read last.
        let schemeOverride = TerminalBackground.override(environment(TerminalBackground.overrideVariable))
        let asksBackground = TerminalBackground.shouldAsk(term: environment("TERM"), override: schemeOverride)
        if asksBackground { TerminalOutput.write(TerminalBackground.question, to: terminal) }
        // ncurses's first refresh clears the screen and sends what it has buffered (the
        // alternate screen, the hidden cursor); it draws nothing after this.
        if !linear { refreshStandardScreen() }
        TerminalRestorer.rememberProgramModes()
        let margins = TerminfoProbe.autoMarginSequences()
        let mouse = MouseReporting.isWanted
        // In the linear mode these wait for the screen to be taken (F12), with the rest of
        // ``enterSequence``.
        if !linear {
            if let margins { TerminalOutput.write(margins.off, to: terminal) }
            if mouse { TerminalOutput.write(MouseReporting.on, to: terminal) }
            TerminalOutput.write(BracketedPaste.on, to: terminal)
            TerminalOutput.write(FocusReporting.on, to: terminal)
        }
        var capabilities = TerminalCapabilities.terminfo(
            noColor: isSet("NO_COLOR"), lineFeedReturns: lineFeedReturns(terminal),
            autoMarginsOff: margins != nil, colorTerm: environment("COLORTERM"))
        capabilities.hyperlinks = HyperlinkSupport.isSupportedHere
        let wakePipe = WakePipe.make()
        var input = InputReader(
            resizeNotices: resizeNotices, wakeNotices: wakePipe?.readEnd,
            mainQueue: MainQueueService.attach(), escapeDelay: InputReader.environmentEscapeDelay(),
            terminfoKeys: TerminfoKeys.current())
        let answer = asksBackground ? input.awaitBackground(within: TerminalBackground.answerWait) : nil
        capabilities.colorScheme = TerminalBackground.scheme(
            override: schemeOverride, answer: answer, colorFGBG: environment("COLORFGBG"))
        var writer = TerminalWriter(capabilities: capabilities, unicode: unicode)
        writer.showsCursorAtFocus = showsCursor || environment("TERMNAV_CURSOR") == "1"
        return CursesTerminal(
            screen: screen, screenOutput: screenOutput, terminal: terminal, enterSequence: sequences.enter,
            writer: writer, input: input,
            modesBack: FocusReporting.off + BracketedPaste.off + (mouse ? MouseReporting.off : [])
                + (margins?.on ?? []),
            wakePipe: wakePipe, isLinear: linear)
    }

    /// Sets the input modes TermNav needs on the new screen.
    ///
    /// The keypad stays in its normal mode (no `smkx`): ``KeyDecoder`` reads the cursor keys in
    /// both modes, and the numeric keypad types digits. ncurses never looks at standard input
    /// (`typeahead(-1)`), so its one refresh at open is never cut short by a key.
    private static func configure() {
        let window = tn_stdscr()
        _ = raw()
        _ = noecho()
        _ = nonl()
        _ = typeahead(-1)
        _ = leaveok(window, true)
        _ = scrollok(window, false)
        _ = curs_set(0)
    }

    /// Lets ncurses refresh `stdscr`, empty, leaving it untouched and the cursor at the top
    /// left, where ncurses then believes it is.
    ///
    /// ncurses refreshes `stdscr` only here, at open, where its first refresh clears the screen.
    private static func refreshStandardScreen() {
        let window = tn_stdscr()
        _ = leaveok(window, false)
        _ = wmove(window, 0, 0)
        _ = wnoutrefresh(window)
        _ = doupdate()
        _ = leaveok(window, true)
        _ = untouchwin(window)
    }

    /// Whether an environment variable is set and not empty, or set to a given value.
    private static func isSet(_ name: String, to value: String? = nil) -> Bool {
        guard let raw = getenv(name) else { return false }
        let text = String(cString: raw)
        return value.map { text == $0 } ?? !text.isEmpty
    }

    /// An environment variable's value; `nil` when it is not set.
    private static func environment(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// Whether the tty turns each line feed written into a carriage return and a line feed.
    private static func lineFeedReturns(_ terminal: Int32) -> Bool {
        var modes = termios()
        guard tcgetattr(terminal, &modes) == 0 else { return false }
        return modes.c_oflag & tcflag_t(OPOST) != 0 && modes.c_oflag & tcflag_t(ONLCR) != 0
    }

    /// Gives the terminal back: puts the attributes and margins back, ends ncurses (leaving the
    /// alternate screen and showing the cursor), restores the tty modes saved at ``open()``
    /// and the previous signal handlers, `SIGWINCH`'s among them, then writes out what the app
    /// wrote to standard output and standard error meanwhile.
    ///
    /// Calling it again does nothing; `deinit` calls it too.
    package func close() {
        guard let screen else { return }
        self.screen = nil
        shown = nil
        if isLinear {
            // The shell's screen holds the lines said, the cursor below them, every mode
            // already off: ncurses's goodbye (a move to the bottom left, the alternate screen
            // left, which puts back the cursor saved as it was entered) goes nowhere.
            DiscardedOutput.run(stream: screenOutput) { _ = endwin() }
        } else {
            if TerminalRestorer.isGivenBack { TerminalRestorer.retake(enter: enterSequence) }
            // The farewell leaves the cursor at the top left, where ncurses last put it, so that
            // ncurses's move to the bottom-left corner as it ends starts from where it thinks.
            TerminalOutput.write(writer.farewell() + modesBack, to: terminal)
            _ = endwin()
        }
        delscreen(screen)
        if let screenOutput { fclose(screenOutput) }
        screenOutput = nil
        ResizeSignal.remove()
        wakePipe?.close()
        JobControl.remove()
        TerminalRestorer.restoreModes()
        TerminalRestorer.deactivate()
    }

    /// Forgets what is on the screen: the next ``draw(_:)`` clears it and repaints every cell.
    package func invalidate() {
        shown = nil
    }

    /// Writes a byte to the wake pipe, which the wait for input polls; `nil` without a pipe.
    package var waker: (@Sendable () -> Void)? {
        guard let wakePipe else { return nil }
        return { wakePipe.wake() }
    }
}
