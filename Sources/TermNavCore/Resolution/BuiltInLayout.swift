/// A ``Layout`` TermNav ships that lays out as one of its own containers (`HStackLayout` as an
/// `HStack`), so that `layout { … }` draws exactly as the container would.
protocol BuiltInLayout {
    /// The node of the container this layout is, holding `children`.
    func node(children: [Node]) -> Node
}

extension HStackLayout: BuiltInLayout {
    func node(children: [Node]) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, verticalAlignment: alignment, spacing: spacingColumns,
                children: children))
    }
}

extension VStackLayout: BuiltInLayout {
    func node(children: [Node]) -> Node {
        .stack(StackNode(axis: .vertical, alignment: alignment, spacing: spacingLines, children: children))
    }
}

extension ZStackLayout: BuiltInLayout {
    func node(children: [Node]) -> Node {
        .zstack(children, alignment)
    }
}

extension GridLayout: BuiltInLayout {
    func node(children: [Node]) -> Node {
        let grid = GridArrangement(
            alignment: alignment,
            horizontalSpacing: horizontalSpacing.map { PointScale.columns(Double($0)) } ?? 1,
            verticalSpacing: PointScale.lines(Double(verticalSpacing ?? 0)))
        return .arranged(ArrangedNode(arrangement: .grid(grid), children: children))
    }
}

extension AnyLayout: BuiltInLayout {
    func node(children: [Node]) -> Node {
        if let builtIn = layout as? any BuiltInLayout { return builtIn.node(children: children) }
        return Self.customNode(layout, children: children)
    }

    /// An app's layout, wrapped, arranging the children.
    private static func customNode<L: Layout>(_ layout: L, children: [Node]) -> Node {
        .arranged(ArrangedNode(arrangement: .custom(CustomArrangement(layout)), children: children))
    }
}
