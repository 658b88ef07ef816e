extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    /// The modifier's body, built around the content, with the modifier's state linked as a
    /// view's is.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let content = self.content
        return context.resolveBody(of: modifier) { modifier in
            modifier.body(content: _ViewModifier_Content(content: content))
        }
    }
}

extension _ViewModifier_Content: PrimitiveView {
    /// The view the modifier is applied to, where the modifier's body places it.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolvePart(content, index: 0)
    }
}
