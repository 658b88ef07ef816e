/// Lazy grids: kept lazy where the screen makes its parts, built out anywhere else.
extension ResolveContext {
    /// A lazy grid's node: its items, each `Section` opened up into its header, its items and
    /// its footer. Where the screen makes its parts (``isScreenPart``) its `ForEach`es stay lazy
    /// and the screen's preferences note that a lazy grid is there; elsewhere they are built out.
    /// - Parameters:
    ///   - grid: The grid's arrangement.
    ///   - content: Its items.
    /// - Returns: The node.
    mutating func lazyGrid<Content: View>(_ grid: LazyGridArrangement, content: Content) -> Node {
        let keepsLazy = isScreenPart
        var items: [Node] = []
        func add(_ nodes: [Node]) {
            for node in nodes {
                if case .modified(let inner, .rowTrait(.section)) = node {
                    add(inner.flattened)
                } else if case .forEach(let forEach) = node, forEach.opensUp || !keepsLazy {
                    add(eager([node]))
                } else {
                    items.append(node)
                }
            }
        }
        add(resolveChild(content, index: 0).flattened)
        if keepsLazy { preferences.hasLazyGrid = true }
        return .arranged(ArrangedNode(arrangement: .lazyGrid(grid), children: items))
    }

    /// A part of the screen with every lazy grid inside it built out: a grid the screen does not
    /// make its rows from lays out every item it has.
    /// - Parameter node: The part.
    /// - Returns: The part, its grids' `ForEach`es built out.
    func buildingOutLazyGrids(_ node: Node) -> Node {
        switch node {
        case .group(let children):
            return .group(children.map(buildingOutLazyGrids))
        case .stack(var stack):
            stack.children = stack.children.map(buildingOutLazyGrids)
            return .stack(stack)
        case .modified(let inner, let modifier):
            return .modified(buildingOutLazyGrids(inner), modifier)
        case .arranged(var arranged):
            if case .lazyGrid = arranged.arrangement {
                arranged.children = eager(arranged.children)
            } else {
                arranged.children = arranged.children.map(buildingOutLazyGrids)
            }
            return .arranged(arranged)
        case .empty, .text, .image, .bar, .spacer, .divider, .color, .shape, .zstack, .list, .forEach,
            .button, .link,
            .labeled:
            // Resolved nested (their content through `resolveChild`): no lazy grid is kept there.
            return node
        }
    }

    /// Whether a part of the screen is a lazy grid the screen makes its rows from.
    static func isLazyGrid(_ node: Node) -> Bool {
        guard case .arranged(let arranged) = node, case .lazyGrid = arranged.arrangement else { return false }
        return true
    }
}
