extension ScrollView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let content = context.resolveChild(self.content, index: 0)
        // A screen scrolls down already: a vertical scroll view is its content.
        guard axes.contains(.horizontal) else { return content }
        return .arranged(
            ArrangedNode(arrangement: .scroll(vertical: axes.contains(.vertical)), children: [content]))
    }
}
