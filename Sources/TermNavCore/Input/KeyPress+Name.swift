extension KeyPress {
    /// A short, human-readable name, as shown in help text: `"↑"`, `"Enter"`, `"^C"`, `"q"`.
    /// - Parameter unicode: Whether the terminal can show non-ASCII glyphs.
    /// - Returns: The key press's name.
    func name(unicode: Bool) -> String {
        if modifiers.contains(.control), modifiers.subtracting(.control).isEmpty, isPrintable {
            return "^" + String(key.character).uppercased()
        }
        let base = Self.name(of: key, unicode: unicode)
        var prefix = ""
        if modifiers.contains(.control) { prefix += "C-" }
        if modifiers.contains(.option) { prefix += "M-" }
        if modifiers.contains(.shift) { prefix += "S-" }
        return prefix + base
    }

    /// The name of a key without modifiers.
    private static func name(of key: KeyEquivalent, unicode: Bool) -> String {
        switch key {
        case .upArrow: return unicode ? "↑" : "Up"
        case .downArrow: return unicode ? "↓" : "Down"
        case .leftArrow: return unicode ? "←" : "Left"
        case .rightArrow: return unicode ? "→" : "Right"
        case .pageUp: return "PgUp"
        case .pageDown: return "PgDn"
        case .home: return "Home"
        case .end: return "End"
        case .return: return "Enter"
        case .escape: return "Esc"
        case .delete: return "Bksp"
        case .deleteForward: return "Del"
        case .tab: return "Tab"
        case .space: return "Space"
        case .clear: return "Clear"
        default:
            if let number = key.functionNumber { return "F\(number)" }
            return String(key.character)
        }
    }
}
