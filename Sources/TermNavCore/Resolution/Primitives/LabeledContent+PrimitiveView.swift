extension LabeledContent: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let value = context.resolveChild(content, index: 1)
        if RowBehavior(value).textField != nil {
            // A field goes after its label, taking the rest of the row, as in a form on iOS.
            return .stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: 2, children: [label, value]))
        }
        return .labeled(LabeledNode(label: label, value: value))
    }
}
