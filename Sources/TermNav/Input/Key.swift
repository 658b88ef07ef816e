/// A key press, decoded by a backend from what the terminal sent.
public enum Key: Hashable, Sendable {
    /// The up arrow.
    case up
    /// The down arrow.
    case down
    /// The left arrow.
    case left
    /// The right arrow.
    case right
    /// Page Up.
    case pageUp
    /// Page Down.
    case pageDown
    /// Home.
    case home
    /// End.
    case end
    /// Enter (Return).
    case enter
    /// Escape.
    case escape
    /// Backspace.
    case backspace
    /// Tab.
    case tab
    /// Shift-Tab.
    case backTab
    /// A printable character.
    case character(Character)
    /// A control key: `.control("c")` is Ctrl-C.
    case control(Character)
    /// A function key, F1 to F12.
    case function(Int)
    /// The terminal changed size.
    case resize
    /// A key the backend could not name; ignored by the default key map.
    case unknown

    /// A short, human-readable name, as shown in help text: `"↑"`, `"Enter"`, `"^C"`, `"q"`.
    /// - Parameter unicode: Whether the terminal can show non-ASCII glyphs.
    /// - Returns: The key's name.
    public func name(unicode: Bool = true) -> String {
        switch self {
        case .up: return unicode ? "↑" : "Up"
        case .down: return unicode ? "↓" : "Down"
        case .left: return unicode ? "←" : "Left"
        case .right: return unicode ? "→" : "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .enter: return "Enter"
        case .escape: return "Esc"
        case .backspace: return "Bksp"
        case .tab: return "Tab"
        case .backTab: return "S-Tab"
        case .character(let character): return String(character)
        case .control(let character): return "^" + String(character).uppercased()
        case .function(let number): return "F\(number)"
        case .resize: return "Resize"
        case .unknown: return "?"
        }
    }
}
