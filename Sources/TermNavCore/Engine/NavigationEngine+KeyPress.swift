extension NavigationEngine {
    /// Offers a key press to the app's handlers, innermost first, until one handles it.
    ///
    /// A key the key map binds goes only to handlers that override the map; Ctrl-C goes to none.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - isBound: Whether the key map binds the key.
    /// - Returns: Whether a handler handled it.
    func offerToHandlers(_ key: KeyPress, isBound: Bool) -> Bool {
        guard key != KeyMap.interruptKey else { return false }
        for handler in focus?.keyHandlers ?? []
        where handler.accepts(key) && (!isBound || handler.overridesKeyMap) {
            if handler.action(key) == .handled { return true }
        }
        return false
    }
}
