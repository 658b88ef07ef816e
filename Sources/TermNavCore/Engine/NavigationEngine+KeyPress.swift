extension NavigationEngine {
    /// The `.onKeyPress` handlers that can see a key on the top screen now, innermost first: the
    /// focused view's own (a row, a view above or below the list, a toolbar item), then the
    /// list's while the focus is in its rows, then those around the screen's whole content.
    func keyHandlers() -> [KeyPressHandler] {
        guard let screen = current else { return [] }
        var handlers = focusedKeyHandlers()
        if stack[stack.count - 1].state.area == .rows { handlers += screen.listKeyHandlers }
        return handlers + screen.screenKeyHandlers
    }

    /// Offers a key press to the app's handlers, innermost first, until one handles it.
    ///
    /// A key the key map binds goes only to handlers that override the map; Ctrl-C goes to none.
    /// - Parameters:
    ///   - key: The key pressed.
    ///   - isBound: Whether the key map binds the key.
    /// - Returns: Whether a handler handled it.
    func offerToHandlers(_ key: KeyPress, isBound: Bool) -> Bool {
        guard key != KeyMap.interruptKey else { return false }
        for handler in keyHandlers() where handler.accepts(key) && (!isBound || handler.overridesKeyMap) {
            if handler.action(key) == .handled { return true }
        }
        return false
    }

    /// The app's own key bindings that can act on the top screen now, innermost first: each
    /// handler with help text, named by the keys it sees that no handler nearer the focus
    /// already named.
    func appKeyBindings() -> [AppKeyBinding] {
        let handlers = keyHandlers()
        // Most screens have no handler with help text: nothing to name, no set to make.
        guard handlers.contains(where: { $0.help != nil }) else { return [] }
        var named: Set<KeyPress> = [KeyMap.interruptKey]
        var bindings: [AppKeyBinding] = []
        for handler in handlers {
            guard let help = handler.help else { continue }
            let keys = handler.helpKeys(under: keyMap).filter { !named.contains($0) }
            guard !keys.isEmpty else { continue }
            named.formUnion(keys)
            bindings.append(AppKeyBinding(keys: keys, help: help))
        }
        return bindings
    }
}
