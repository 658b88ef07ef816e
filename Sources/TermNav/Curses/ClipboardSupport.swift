import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether TermNav sends text for the clipboard to the terminal (OSC 52), and the bytes it
/// sends.
///
/// No terminal says whether it takes OSC 52, and one that does not ignores the sequence, so
/// TermNav sends it unless the environment names a terminal known not to take it: the Linux
/// console, a `dumb` terminal, GNU screen, macOS's Terminal and VTE terminals (GNOME Terminal,
/// Tilix) that are not also one of the terminals that take it. `TERMNAV_CLIPBOARD=0` (or `no`,
/// `off`) never sends it, `1` (`yes`, `on`) always does. Those that take it: kitty, WezTerm,
/// Alacritty, foot, Ghostty and Windows Terminal; iTerm2 and xterm once their settings allow it;
/// tmux passes it on with `set -g set-clipboard on`.
enum ClipboardSupport {
    /// The variable that overrides what the environment says.
    static let overrideVariable = "TERMNAV_CLIPBOARD"

    /// Whether the terminal the environment describes takes text for the clipboard.
    /// - Parameter environment: The process's environment.
    /// - Returns: `true` when TermNav sends OSC 52.
    static func isSupported(in environment: [String: String]) -> Bool {
        isSupported { environment[$0] }
    }

    /// Whether the terminal the process's environment describes takes text for the clipboard,
    /// read with `getenv`.
    static var isSupportedHere: Bool {
        isSupported { getenv($0).map { String(cString: $0) } }
    }

    /// Whether the terminal an environment describes takes text for the clipboard.
    /// - Parameter environment: The value of a variable, `nil` when it is not set.
    /// - Returns: `true` when TermNav sends OSC 52.
    private static func isSupported(_ environment: (String) -> String?) -> Bool {
        if let value = environment(overrideVariable)?.lowercased(), !value.isEmpty {
            return ["1", "yes", "on", "true"].contains(value)
        }
        let term = environment("TERM") ?? ""
        if term.isEmpty || term == "dumb" || term == "linux" { return false }
        if environment("STY") != nil { return false }
        if environment("TMUX") != nil { return true }
        if environment("TERM_PROGRAM") == "Apple_Terminal" { return false }
        let takers = [
            "KITTY_WINDOW_ID", "WEZTERM_PANE", "WT_SESSION", "KONSOLE_VERSION", "GHOSTTY_RESOURCES_DIR",
        ]
        if environment("VTE_VERSION") != nil, !takers.contains(where: { environment($0) != nil }) {
            return false
        }
        return true
    }

    /// The bytes that put text on the clipboard: OSC 52 for the clipboard (`c`), the text in
    /// base 64, ended by ST.
    /// - Parameter text: The text.
    /// - Returns: The bytes.
    static func sequence(for text: String) -> [UInt8] {
        Array("\u{1B}]52;c;\(Foundation.Data(text.utf8).base64EncodedString())\u{1B}\\".utf8)
    }
}
