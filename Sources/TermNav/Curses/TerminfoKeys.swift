import CNcurses
import TermNavCore

/// The key strings of the terminal's terminfo entry, for ``KeyDecoder``.
///
/// The decoder knows the sequences terminals send; the entry says what this terminal sends, and
/// wins where the two differ. Only strings that begin with `ESC` are taken: a key that sends a
/// single control character (`kbs=^H`, or `kcub1=^H` on old terminals) keeps that character's
/// meaning. Shifted and otherwise modified keys (`kri`, `kLFT`, `kDN5`) are left out, so the
/// decoder's reading of xterm's modifier parameters gives them their modifiers.
enum TerminfoKeys {
    /// The capabilities read, with the key each stands for: the editing and cursor keys, the
    /// keypad's corners and centre as ncurses reads them (`ka1` is Home), F1 to F12.
    static let capabilities: [(name: String, key: KeyPress)] =
        [
            ("kcuu1", KeyPress(.upArrow)), ("kcud1", KeyPress(.downArrow)), ("kcuf1", KeyPress(.rightArrow)),
            ("kcub1", KeyPress(.leftArrow)), ("khome", KeyPress(.home)), ("kend", KeyPress(.end)),
            ("kpp", KeyPress(.pageUp)), ("knp", KeyPress(.pageDown)), ("kdch1", KeyPress(.deleteForward)),
            ("kcbt", KeyPress(.tab, modifiers: .shift)), ("kent", KeyPress(.return)),
            // The keypad's corners and centre.
            ("ka1", KeyPress(.home)), ("ka3", KeyPress(.pageUp)), ("kb2", KeyPress(.clear)),
            ("kc1", KeyPress(.end)), ("kc3", KeyPress(.pageDown)),
        ]
        + (1...12).compactMap { number in
            KeyEquivalent.function(number).map { ("kf\(number)", KeyPress($0)) }
        }

    /// The table for the terminal ncurses has set up (`newterm` or `setupterm` must have run).
    /// - Returns: Each key string, padding removed, with its key.
    static func current() -> [[UInt8]: KeyPress] {
        table { name in
            tn_tigetstr(name).map { TerminfoProbe.withoutPadding(Array(String(cString: $0).utf8)) }
        }
    }

    /// The table from a way to look capabilities up.
    /// - Parameter lookup: A capability's bytes by name, or `nil` when the entry lacks it.
    /// - Returns: Each key string that begins with `ESC` and has more after it, with its key;
    ///   when two capabilities send the same string, the first in ``capabilities`` wins.
    static func table(_ lookup: (String) -> [UInt8]?) -> [[UInt8]: KeyPress] {
        var table: [[UInt8]: KeyPress] = [:]
        for (name, key) in capabilities {
            guard let bytes = lookup(name), bytes.count >= 2, bytes[0] == 0x1B, table[bytes] == nil else {
                continue
            }
            table[bytes] = key
        }
        return table
    }
}
