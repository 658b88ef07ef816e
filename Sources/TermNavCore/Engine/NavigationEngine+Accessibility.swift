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
        guard let screen = current, let element = focusedElement(in: screen) else { return nil }
        let node: Node
        switch element {
        case .view(let view): node = view
        case .tab(let title, _, _): return title
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

/// The element that has a screen's focus, as a screen reader reads it: a view, or a tab of the
/// tab bar.
enum FocusedElement {
    /// A row, a view above or below the list, or a toolbar item.
    case view(Node)
    /// A tab: its title, its place among the tabs and their number.
    case tab(title: String?, index: Int, count: Int)
}

extension NavigationEngine {
    /// The element that has the top screen's focus, as the last frame resolved it; `nil` when
    /// the focus is on a place the screen no longer has.
    /// - Parameter screen: The top screen.
    func focusedElement(in screen: ResolvedScreen) -> FocusedElement? {
        let state = screens.top.state
        switch state.focus {
        case .content(.rows):
            guard (0..<screen.rows.count).contains(state.row.index) else { return nil }
            return .view(screen.rows.peekRow(at: state.row.index, graph: ViewGraph(ephemeral: true)).node)
        case .content(.header(let index)):
            return screen.header.indices.contains(index) ? .view(screen.header[index]) : nil
        case .content(.footer(let index)):
            return screen.footer.indices.contains(index) ? .view(screen.footer[index]) : nil
        case .toolbar(let index, _):
            return screen.toolbarItems.indices.contains(index) ? .view(screen.toolbarItems[index].node) : nil
        case .tabBar(let index, _):
            guard let items = screens.top.tabs?.bar.items, items.indices.contains(index) else { return nil }
            return .tab(title: items[index].title, index: index, count: items.count)
        }
    }
}
