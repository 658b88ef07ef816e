extension LabeledContent: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let value = context.resolveChild(content, index: 1)
        return .labeled(LabeledNode(label: label, value: value))
    }
}
