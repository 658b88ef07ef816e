extension DisclosureGroupRows: PrimitiveView {
    /// Resolves the group as its row and, while it is expanded, its content's rows, each
    /// indented two cells and with the group's row as its parent: a list shows them as rows of
    /// its own, a `ForEach` among them still lazy.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let binding = isExpanded
        let expanded = binding.wrappedValue
        let label = context.resolveChild(label, index: 0)
        var rows: [Node] = []
        // The rows of the content so far: the next one's distance from the group's row, less one.
        var count = 0
        if expanded {
            let content = context.resolveChild(content(), index: 1)
            for child in Self.rows(of: content, in: context) {
                let distance = count + 1
                guard case .forEach(var forEach) = child else {
                    rows.append(child.disclosed(distance: distance))
                    count += 1
                    continue
                }
                let build = forEach.build
                forEach.build = { offset, context in
                    let (id, node) = build(offset, &context)
                    return (id, node.disclosed(distance: distance + offset))
                }
                rows.append(.forEach(forEach))
                count += forEach.count
            }
        }
        let row = DisclosureRow<EmptyView>.row(
            label, depth: 0, disclosure: expanded ? .expanded(hasContent: count > 0) : .collapsed,
            parentDistance: nil, isExpanded: binding, in: context)
        return .group([row] + rows)
    }

    /// A content's rows: groups and sections opened up (a section into its header, rows and
    /// footer), a `ForEach` of rows kept whole, one whose elements are rows of their own built
    /// out and each element opened up.
    private static func rows(of node: Node, in context: ResolveContext) -> [Node] {
        node.flattened.flatMap { child -> [Node] in
            switch child {
            case .modified(let inner, .rowTrait(.section)):
                return rows(of: inner, in: context)
            case .forEach(let forEach) where forEach.opensUp:
                return context.eager([child]).flatMap { rows(of: $0, in: context) }
            default:
                return [child]
            }
        }
    }
}
