extension LabeledContent: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let value = context.resolveChild(content, index: 1)
        // A control as the value reads as the control's row: drawn as it is, not dim.
        let behavior = RowBehavior(value)
        if behavior.isControl || behavior.isFocusable == true {
            return ControlRow.labeled(label, control: value)
        }
        return .labeled(LabeledNode(label: label, value: value))
    }
}
