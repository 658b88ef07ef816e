/// One row of a screen, resolved: its node, what it does, and what it asked of the screen.
///
/// A row is handed around on every key (the row cache, the focus, the key handlers, the help
/// line), so its parts live in one object shared by its copies: a copy counts one reference
/// instead of one per part. It keeps value semantics: changing a copy's behavior leaves the
/// others alone.
struct ResolvedRow {
    /// The parts, shared by copies of the row until one of them changes its behavior.
    private final class Parts {
        let node: Node
        var behavior: RowBehavior
        let preferences: ResolvedPreferences?

        init(node: Node, behavior: RowBehavior, preferences: ResolvedPreferences?) {
            self.node = node
            self.behavior = behavior
            self.preferences = preferences
        }
    }

    private var parts: Parts

    /// The row's content.
    var node: Node { parts.node }

    /// What Enter and the accessory key do on this row, and which accessory it draws.
    var behavior: RowBehavior {
        get { parts.behavior }
        set {
            if isKnownUniquelyReferenced(&parts) {
                parts.behavior = newValue
            } else {
                parts = Parts(node: parts.node, behavior: newValue, preferences: parts.preferences)
            }
        }
    }

    /// The row's own `.onKeyPress` handlers, read without copying the rest of its behavior.
    var keyHandlers: [KeyPressHandler] { parts.behavior.keyHandlers }

    /// The links and hooks the row registered while it resolved; `nil` for a row resolved with
    /// the screen, whose links and hooks are the screen's own.
    var preferences: ResolvedPreferences? { parts.preferences }

    init(node: Node, preferences: ResolvedPreferences?) {
        parts = Parts(node: node, behavior: RowBehavior(node), preferences: preferences)
    }
}
