/// Finding an element by its `.accessibilityIdentifier(_:)` and reading the focused element's
/// accessibility label, for the test driver: the places a deep link can pick (rows, and the
/// views above and below a list), plus the toolbar's items.
extension NavigationEngine {
    /// Moves the focus to the element that holds the view with an accessibility identifier,
    /// after drawing a frame so that the screen is resolved.
    /// - Parameters:
    ///   - identifier: The identifier.
    ///   - size: The terminal size to lay the screen out at.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Returns: The identifiers on the screen when none is the one asked for, up to five;
    ///   `nil` when the focus moved.
    package func focus(accessibilityIdentifier identifier: String, size: Size, unicode: Bool) -> [String]? {
        _ = frame(size: size, unicode: unicode)
        guard let screen = current else { return [] }
        let entry = screens.top
        var seen: [String] = []
        let found = Self.accessibleElements(of: screen) { stop, node in
            guard node.hasAccessibilityIdentifier(identifier) else {
                if seen.count < 5 { seen += node.accessibilityIdentifiers.prefix(5 - seen.count) }
                return true
            }
            entry.state.focus(on: stop)
            return false
        }
        return found ? nil : seen
    }

    /// The focused element's accessibility label: the one `.accessibilityLabel(_:)` gave it, or
    /// else its texts joined by spaces, as a screen reader reads a view without one; `nil` when
    /// nothing has the focus. Read from the screen as the last frame resolved it.
    package var focusedAccessibilityLabel: String? {
        guard let screen = current else { return nil }
        let state = screens.top.state
        let node: Node
        switch state.focus {
        case .content(.rows):
            guard (0..<screen.rows.count).contains(state.row.index) else { return nil }
            node = screen.rows.peekRow(at: state.row.index, graph: ViewGraph(ephemeral: true)).node
        case .content(.header(let index)):
            guard screen.header.indices.contains(index) else { return nil }
            node = screen.header[index]
        case .content(.footer(let index)):
            guard screen.footer.indices.contains(index) else { return nil }
            node = screen.footer[index]
        case .toolbar(let index, _):
            guard screen.toolbarItems.indices.contains(index) else { return nil }
            node = screen.toolbarItems[index].node
        case .tabBar(let index, _):
            guard let items = screens.top.tabs?.bar.items, items.indices.contains(index) else { return nil }
            return items[index].title
        }
        if let label = node.accessibility?.label { return label }
        var texts: [[String]] = []
        DeepLinkCandidates.collect(node, into: &texts)
        let words = texts.map { $0.joined() }.joined(separator: " ").split(separator: " ")
        return words.joined(separator: " ")
    }

    /// Calls `body` with each place on a screen that takes the focus and its node, in screen
    /// order, until it returns `false`.
    /// - Returns: Whether `body` stopped the walk.
    private static func accessibleElements(
        of screen: ResolvedScreen, _ body: (FocusStop, Node) -> Bool
    ) -> Bool {
        for (index, node) in screen.header.enumerated() where RowBehavior(node).action != nil {
            guard body(.header(index), node) else { return true }
        }
        let scratch = ViewGraph(ephemeral: true)
        for row in 0..<screen.rows.count where screen.rows.isList || screen.rows.isFocusable(row) {
            guard body(.row(row, column: nil), screen.rows.peekRow(at: row, graph: scratch).node) else {
                return true
            }
        }
        for (index, node) in screen.footer.enumerated() where RowBehavior(node).action != nil {
            guard body(.footer(index), node) else { return true }
        }
        for (index, item) in screen.toolbarItems.enumerated() {
            guard body(.toolbar(index), item.node) else { return true }
        }
        return false
    }
}
