extension List: PrimitiveView {
    /// A list's rows: its content with sections opened up, and a `ForEach` of sections built out
    /// (a `ForEach` of rows stays lazy, also inside a section).
    func resolve(in context: inout ResolveContext) -> Node {
        let content = context.resolveChild(content, index: 0)
        return .list(ListNode(segments: Self.rows(of: content, context: context)))
    }

    /// The list's rows: sections opened up, each after a blank line when rows come before it.
    private static func rows(of content: Node, context: ResolveContext) -> [Node] {
        var rows: [Node] = []
        func add(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .modified(let inner, .rowTrait(.section)):
                    if !rows.isEmpty { rows.append(.sectionSpacer) }
                    add(inner.flattened)
                case .forEach(let forEach) where forEach.buildsSections:
                    add(context.eager([node]))
                default:
                    rows.append(node)
                }
            }
        }
        add(content.flattened)
        return rows
    }
}
