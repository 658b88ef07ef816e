/// One row of a screen, resolved: its node, what it does, and what it asked of the screen.
struct ResolvedRow {
    /// The row's content.
    let node: Node
    /// What Enter and the accessory key do on this row, and which accessory it draws.
    var behavior: RowBehavior
    /// The links and hooks the row registered while it resolved; `nil` for a row resolved with
    /// the screen, whose links and hooks are the screen's own.
    let preferences: ResolvedPreferences?

    init(node: Node, preferences: ResolvedPreferences?) {
        self.node = node
        self.behavior = RowBehavior(node)
        self.preferences = preferences
    }
}
