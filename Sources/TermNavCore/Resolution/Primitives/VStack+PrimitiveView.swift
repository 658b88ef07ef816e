extension VStack: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .stack(
            StackNode(
                axis: .vertical, alignment: alignment, spacing: spacing,
                children: context.parts(of: content)))
    }
}
