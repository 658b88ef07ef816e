import Foundation

extension GeometryReader: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let captured = context
        let content = self.content
        let geometry = GeometryContent { size in
            // Layout runs on the main actor, as resolution does (RowLayout, the frame planner).
            MainActor.assumeIsolated {
                var context = captured
                let proxy = GeometryProxy(size: size.points)
                return ResolvedNode(node: context.resolveChild(content(proxy), index: 0))
            }.node
        }
        return .arranged(ArrangedNode(arrangement: .geometry(geometry), children: []))
    }
}

/// A node handed back from the main actor, where it was resolved, to the layout, which runs
/// there too.
private struct ResolvedNode: @unchecked Sendable {
    let node: Node
}
