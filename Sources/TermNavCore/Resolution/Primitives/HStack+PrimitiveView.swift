extension HStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, verticalAlignment: alignment, spacing: spacing,
                children: context.children(of: content)))
    }
}
