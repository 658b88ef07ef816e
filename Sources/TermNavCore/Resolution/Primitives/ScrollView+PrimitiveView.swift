extension ScrollView: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // A screen scrolls down already: a vertical scroll view is its content, a part of the
        // screen (where a lazy grid stays lazy).
        guard axes.contains(.horizontal) else {
            if context.isScreenPart { context.preferences.scrollsDown = true }
            return context.resolvePart(self.content, index: 0)
        }
        let content = context.resolveChild(self.content, index: 0)
        return .arranged(
            ArrangedNode(arrangement: .scroll(vertical: axes.contains(.vertical)), children: [content]))
    }
}
