extension ResolvedScreen {
    /// A screen's content without the key handlers around all of it, and those handlers,
    /// innermost first: they belong to the screen, not to one of its parts.
    /// - Parameter node: The screen's resolved content.
    /// - Returns: The content with every `.keyPress` of its outer chain of modifiers taken off
    ///   (other modifiers stay), and the handlers taken.
    static func strippingKeyHandlers(_ node: Node) -> (Node, [KeyPressHandler]) {
        guard case .modified(let inner, let modifier) = node else { return (node, []) }
        let (stripped, handlers) = strippingKeyHandlers(inner)
        if case .keyPress(let handler) = modifier { return (stripped, handlers + [handler]) }
        return (.modified(stripped, modifier), handlers)
    }

    /// The key handlers in the chain of modifiers around a part (the list), innermost first.
    static func keyHandlers(around node: Node) -> [KeyPressHandler] {
        guard case .modified(let inner, let modifier) = node else { return [] }
        let inside = keyHandlers(around: inner)
        if case .keyPress(let handler) = modifier { return inside + [handler] }
        return inside
    }
}
