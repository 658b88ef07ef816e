import CNcurses
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Asks terminfo about the terminal named by `TERM` before ncurses starts.
///
/// `setupterm` reports a missing or unknown entry through its status out-parameter instead of
/// printing and exiting as `initscr` would, so a bad `TERM` becomes a ``TerminalError`` and
/// nothing reaches the screen.
enum TerminfoProbe {
    /// The capabilities that give the terminal back, in the order they are sent: attributes
    /// off, default colours, keypad back to normal, cursor shown, automatic margins back on
    /// (when TermNav turns them off, see ``autoMarginSequences()``), alternate screen left.
    private static let restoreCapabilities = ["sgr0", "op", "rmkx", "cnorm", "smam", "rmcup"]
    /// The capabilities that take the terminal again after a suspension, in the order they are
    /// sent: alternate screen entered, cursor hidden, automatic margins off (when TermNav turns
    /// them off).
    private static let enterCapabilities = ["smcup", "civis", "rmam"]

    /// The bytes that give the terminal back and take it again, padding removed, for the signal
    /// handlers and for a suspension.
    struct Sequences {
        /// What gives the terminal back: mouse reporting off (see ``MouseReporting``), then
        /// ``restoreCapabilities``.
        var restore: [UInt8]
        /// What takes it again after a suspension, once the tty modes are TermNav's:
        /// ``enterCapabilities``, then mouse reporting on (see ``MouseReporting``).
        var enter: [UInt8]
    }

    /// Checks that `TERM` names a terminal TermNav can drive.
    /// - Returns: The bytes that give the terminal back and take it again.
    /// - Throws: ``TerminalError/unusableTerminal(_:)`` when `TERM` is unset, empty, unknown to
    ///   terminfo, or names a terminal that cannot address the cursor.
    static func check() throws(TerminalError) -> Sequences {
        guard let rawName = getenv("TERM"), rawName.pointee != 0 else {
            throw .unusableTerminal("TERM is not set, so TermNav cannot tell what this terminal can do")
        }
        let name = printable(String(cString: rawName))
        var status: Int32 = 0
        guard setupterm(nil, STDOUT_FILENO, &status) == tn_ok() else {
            if status == -1 {
                throw .unusableTerminal("No terminfo database found on this system (TERM is '\(name)')")
            }
            throw .unusableTerminal("TERM '\(name)' is unknown to this system's terminfo")
        }
        defer { tn_free_current_term() }
        if tigetflag("hc") > 0 || tn_tigetstr("cup") == nil {
            throw .unusableTerminal("TERM '\(name)' cannot move the cursor, which TermNav needs")
        }
        let turnsMarginsOff = autoMarginSequences() != nil
        func bytes(_ capabilities: [String]) -> [UInt8] {
            var sequence: [UInt8] = []
            for capability in capabilities where !["smam", "rmam"].contains(capability) || turnsMarginsOff {
                if let value = tn_tigetstr(capability) {
                    sequence += withoutPadding(Array(String(cString: value).utf8))
                }
            }
            return sequence
        }
        // Mouse reporting, bracketed paste and focus reports go off first when the terminal is
        // given back, and on last when it is taken again.
        let mouse = MouseReporting.isWanted
        return Sequences(
            restore: FocusReporting.off + BracketedPaste.off + (mouse ? MouseReporting.off : [])
                + bytes(restoreCapabilities),
            enter: bytes(enterCapabilities) + (mouse ? MouseReporting.on : []) + BracketedPaste.on
                + FocusReporting.on)
    }

    /// The sequences that turn the current terminal's automatic margins off (`rmam`) and back
    /// on (`smam`), padding removed, when it has automatic margins and both sequences.
    ///
    /// With the margins off, a character drawn in the last column, or drawn wider than TermNav
    /// counts, stays in its row: it cannot wrap to the next, nor scroll the screen from the last.
    /// - Returns: Both sequences, or `nil` when the margins stay as they are.
    static func autoMarginSequences() -> (off: [UInt8], on: [UInt8])? {
        guard tigetflag("am") > 0, let off = tn_tigetstr("rmam"), let on = tn_tigetstr("smam") else {
            return nil
        }
        return (
            withoutPadding(Array(String(cString: off).utf8)), withoutPadding(Array(String(cString: on).utf8))
        )
    }

    /// A capability's bytes with terminfo padding (`$<5>`, `$<2*/>`) taken out.
    /// - Parameter bytes: The capability as terminfo stores it.
    /// - Returns: The bytes to write to the terminal.
    static func withoutPadding(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == UInt8(ascii: "$"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "<"),
                let close = paddingEnd(bytes, from: index + 2)
            {
                index = close + 1
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }

    /// The index of the `>` closing a padding spec whose body starts at `start`, if it is one.
    private static func paddingEnd(_ bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: ">"):
                return index > start ? index : nil
            case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "*"),
                UInt8(ascii: "/"):
                index += 1
            default:
                return nil
            }
        }
        return nil
    }

    /// A `TERM` value fit for an error message: controls shown as `?`, at most 40 characters.
    private static func printable(_ name: String) -> String {
        let scalars = name.unicodeScalars.prefix(40).map { scalar -> Character in
            scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) ? "?" : Character(scalar)
        }
        return String(scalars)
    }
}
