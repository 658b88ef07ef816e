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
    /// Sequences terminals send for these keys whether or not `TERM`'s terminfo entry lists
    /// them: both cursor-key modes, and the VT220 Home/End that tmux and screen send even under
    /// `TERM=xterm-256color`, whose entry has Home as `ESC O H` only.
    private static let commonKeySequences: [(sequence: String, code: Int32)] = [
        ("\u{1B}[A", KEY_UP), ("\u{1B}OA", KEY_UP), ("\u{1B}[B", KEY_DOWN), ("\u{1B}OB", KEY_DOWN),
        ("\u{1B}[C", KEY_RIGHT), ("\u{1B}OC", KEY_RIGHT), ("\u{1B}[D", KEY_LEFT), ("\u{1B}OD", KEY_LEFT),
        ("\u{1B}[H", KEY_HOME), ("\u{1B}OH", KEY_HOME), ("\u{1B}[1~", KEY_HOME), ("\u{1B}[7~", KEY_HOME),
        ("\u{1B}[F", KEY_END), ("\u{1B}OF", KEY_END), ("\u{1B}[4~", KEY_END), ("\u{1B}[8~", KEY_END),
        ("\u{1B}[5~", KEY_PPAGE), ("\u{1B}[6~", KEY_NPAGE), ("\u{1B}[Z", KEY_BTAB),
    ]

    /// Teaches ncurses the common key sequences its terminfo entry leaves out; sequences the
    /// entry binds (or that begin a longer bound one) keep their meaning.
    static func defineCommonKeys() {
        for (sequence, code) in commonKeySequences where key_defined(sequence) == 0 {
            _ = define_key(sequence, code)
        }
    }

    /// Waits for the next input event and decodes it; keys TermNav has no name for are skipped.
    ///
    /// A resize arrives as `.resize`, after ncurses has updated ``size`` and done the drawing a
    /// resize leaves it owing (see `settleAfterResize()`), so the next frame is drawn whole. An Esc on its own is
    /// reported after the escape delay (25 ms unless `ESCDELAY` is set).
    /// - Returns: The event, or `nil` when input has ended (the terminal hung up or closed).
    package func readEvent() -> InputEvent? {
        guard isOpen else { return nil }
        while true {
            var value: wint_t = 0
            errno = 0
            let status = wget_wch(tn_stdscr(), &value)
            if status == tn_err() {
                if errno == EINTR { continue }
                return nil
            }
            if let event = event(status: status, value: value) { return event }
        }
    }

    /// The event for what `wget_wch` read: a key, or a resize once ncurses has settled it.
    /// - Parameters:
    ///   - status: What `wget_wch` returned, `OK` or `KEY_CODE_YES`.
    ///   - value: The character or key code it read.
    /// - Returns: The event; `nil` for a key TermNav has no name for.
    func event(status: Int32, value: wint_t) -> InputEvent? {
        let isKeyCode = status == tn_key_code_yes()
        if isKeyCode, Int32(bitPattern: UInt32(value)) == KEY_RESIZE {
            settleAfterResize()
            return .resize
        }
        if let key = Self.decode(UInt32(value), isKeyCode: isKeyCode) { return .key(key) }
        if isKeyCode, let name = keyname(Int32(bitPattern: UInt32(value))),
            let key = Self.decode(keyName: String(cString: name))
        {
            return .key(key)
        }
        return nil
    }

    /// Lets ncurses do, now, the refresh it owes after a resize.
    ///
    /// On a resize ncurses resizes and touches `stdscr`, and the next `wget_wch` would refresh
    /// it: an empty window drawn over TermNav's new frame. Refreshing it here, before the frame,
    /// leaves it untouched (at most the screen is cleared, which the frame repaints), and the
    /// writer forgets where the cursor is and how the terminal draws, since ncurses wrote.
    private func settleAfterResize() {
        Self.refreshStandardScreen()
        writer.forgetTerminalState()
        shown = nil
    }

    /// Decodes what `wget_wch` returned.
    ///
    /// Shifted arrows and keypad keys decode as their plain keys; Ctrl-A to Ctrl-Z other than
    /// Tab (Ctrl-I), Enter (Ctrl-J, Ctrl-M) and Backspace (Ctrl-H) as the letter with Control.
    /// - Parameters:
    ///   - code: The character or key code.
    ///   - isKeyCode: Whether `wget_wch` returned `KEY_CODE_YES`, so `code` is a `KEY_` code.
    /// - Returns: The key press; `nil` for codes TermNav has no name for.
    static func decode(_ code: UInt32, isKeyCode: Bool) -> KeyPress? {
        if isKeyCode {
            return decode(keyCode: Int32(truncatingIfNeeded: code))
        }
        switch code {
        case 10, 13: return KeyPress(.return)
        case 27: return KeyPress(.escape)
        case 8, 127: return KeyPress(.delete)
        case 9: return KeyPress(.tab)
        case 0: return KeyPress("@", modifiers: .control)
        case 1...26:
            return KeyPress(KeyEquivalent(Character(Unicode.Scalar(UInt8(code) + 0x60))), modifiers: .control)
        case 28...31:
            return KeyPress(KeyEquivalent(Character(Unicode.Scalar(UInt8(code) + 0x40))), modifiers: .control)
        case 0x80...0x9F: return nil
        default:
            guard let scalar = Unicode.Scalar(code), !(0xF700...0xF8FF).contains(code) else { return nil }
            return KeyPress(KeyEquivalent(Character(scalar)))
        }
    }

    /// Decodes a `KEY_` code.
    private static func decode(keyCode: Int32) -> KeyPress? {
        switch keyCode {
        case KEY_UP, KEY_SR: return KeyPress(.upArrow)
        case KEY_DOWN, KEY_SF: return KeyPress(.downArrow)
        case KEY_LEFT, KEY_SLEFT: return KeyPress(.leftArrow)
        case KEY_RIGHT, KEY_SRIGHT: return KeyPress(.rightArrow)
        case KEY_PPAGE, KEY_SPREVIOUS, KEY_A3: return KeyPress(.pageUp)
        case KEY_NPAGE, KEY_SNEXT, KEY_C3: return KeyPress(.pageDown)
        case KEY_HOME, KEY_SHOME, KEY_FIND, KEY_A1: return KeyPress(.home)
        case KEY_END, KEY_SEND, KEY_SELECT, KEY_C1, KEY_LL: return KeyPress(.end)
        case KEY_ENTER: return KeyPress(.return)
        case KEY_BACKSPACE: return KeyPress(.delete)
        case KEY_DC: return KeyPress(.deleteForward)
        case KEY_BTAB: return KeyPress(.tab, modifiers: .shift)
        case KEY_B2: return KeyPress(.clear)
        case (KEY_F0 + 1)...(KEY_F0 + 35):
            return KeyEquivalent.function(Int(keyCode - KEY_F0)).map { KeyPress($0) }
        default: return nil
        }
    }

    /// Decodes the terminfo name ncurses gives a key code it made up for a modified key, such
    /// as `kHOM` (Shift-Home) or `kDN5` (Ctrl-Down): the key without its modifiers.
    /// - Parameter keyName: The name from `keyname`.
    /// - Returns: The key, or `nil` when the name is not one TermNav knows.
    static func decode(keyName: String) -> KeyPress? {
        let base = String(keyName.reversed().drop(while: \.isNumber).reversed())
        switch base {
        case "kUP": return KeyPress(.upArrow)
        case "kDN": return KeyPress(.downArrow)
        case "kLFT": return KeyPress(.leftArrow)
        case "kRIT": return KeyPress(.rightArrow)
        case "kPRV": return KeyPress(.pageUp)
        case "kNXT": return KeyPress(.pageDown)
        case "kHOM": return KeyPress(.home)
        case "kEND": return KeyPress(.end)
        default: return nil
        }
    }
}
