extension NavigationEngine {
    /// Handles a key while the list of keys is shown: `?`, Esc and `q` close it; Ctrl-C,
    /// Ctrl-L and Ctrl-Z do what they always do; every other key is ignored.
    /// - Parameter key: The key pressed.
    /// - Returns: What to do next, or `nil` when the key is left to the key map.
    func handleKeyHelpKey(_ key: KeyPress) -> Outcome? {
        let command = keyMap.command(for: key)
        switch command {
        case .redraw, .suspend: return nil
        case .quit where key == KeyMap.interruptKey: return nil
        default: break
        }
        if command == .help || key == KeyPress(.escape) || key == KeyPress("q") || key == KeyPress("?") {
            screens.top.change(.closeKeyHelp)
        }
        return .redraw
    }
}
