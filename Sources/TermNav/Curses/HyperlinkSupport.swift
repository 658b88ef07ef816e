import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Whether a terminal shows OSC 8 hyperlinks, told from the environment it sets: no terminal
/// answers the question, and one that does not know the sequence may show it as text, so
/// TermNav sends links only to terminals known to take them.
///
/// `TERMNAV_HYPERLINKS=1` (or `yes`, `on`) sends them, `0` (or `no`, `off`) never does.
/// Otherwise they go to kitty, WezTerm, iTerm2, Ghostty, foot, Alacritty, Contour, Rio,
/// Windows Terminal, Konsole, VS Code's terminal and VTE terminals (GNOME Terminal, Tilix) from
/// version 0.50, and inside tmux from version 3.4 (which passes them on to a terminal that
/// takes them), never inside GNU screen, nor on the Linux console or a `dumb` terminal.
enum HyperlinkSupport {
    /// The variable that overrides what the environment says.
    static let overrideVariable = "TERMNAV_HYPERLINKS"

    /// Whether the terminal the environment describes shows hyperlinks.
    /// - Parameter environment: The process's environment.
    /// - Returns: `true` when TermNav sends OSC 8 links.
    static func isSupported(in environment: [String: String]) -> Bool {
        isSupported { environment[$0] }
    }

    /// Whether the terminal the process's environment describes shows hyperlinks, read with
    /// `getenv`: the few variables asked for, without making a dictionary of them all.
    static var isSupportedHere: Bool {
        isSupported { getenv($0).map { String(cString: $0) } }
    }

    /// Whether the terminal an environment describes shows hyperlinks.
    /// - Parameter environment: The value of a variable, `nil` when it is not set.
    /// - Returns: `true` when TermNav sends OSC 8 links.
    private static func isSupported(_ environment: (String) -> String?) -> Bool {
        if let value = environment(overrideVariable)?.lowercased(), !value.isEmpty {
            return ["1", "yes", "on", "true"].contains(value)
        }
        let term = environment("TERM") ?? ""
        if term.isEmpty || term == "dumb" || term == "linux" { return false }
        if environment("STY") != nil || term.hasPrefix("screen") && environment("TMUX") == nil {
            return false
        }
        if environment("TMUX") != nil {
            guard environment("TERM_PROGRAM") == "tmux" else { return false }
            return isVersion(environment("TERM_PROGRAM_VERSION"), atLeast: [3, 4])
        }
        let programs = ["iTerm.app", "WezTerm", "vscode", "ghostty", "rio", "contour"]
        if let program = environment("TERM_PROGRAM"), programs.contains(program) { return true }
        let markers = [
            "KITTY_WINDOW_ID", "WEZTERM_PANE", "WT_SESSION", "KONSOLE_VERSION", "GHOSTTY_RESOURCES_DIR",
        ]
        if markers.contains(where: { environment($0) != nil }) { return true }
        if let vte = environment("VTE_VERSION").flatMap({ Int($0) }), vte >= 5000 { return true }
        let terms = ["xterm-kitty", "foot", "alacritty", "wezterm", "xterm-ghostty", "contour", "rio"]
        return terms.contains { term.hasPrefix($0) }
    }

    /// Whether a dotted version (`3.4`, `3.3a`, `next-3.5`) is at least another.
    static func isVersion(_ version: String?, atLeast minimum: [Int]) -> Bool {
        guard let version else { return false }
        let digits = version.drop { !$0.isNumber }
        let parts = digits.split(separator: ".").map { part in Int(part.prefix { $0.isNumber }) ?? 0 }
        for (index, least) in minimum.enumerated() {
            let part = index < parts.count ? parts[index] : 0
            if part != least { return part > least }
        }
        return true
    }
}
