extension LabeledContent: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let value = context.resolveChild(content, index: 1)
        // Inside `.labelsHidden()`, the content alone.
        if context.environment[LabelsHiddenKey.self] { return value }
        let behavior = RowBehavior(value)
        if context.environment[InColumnsFormKey.self], !ControlRow.isBlank(label) {
            return FormColumns.row(label: label, content: value)
        }
        if behavior.textField != nil {
            // A field goes after its label, taking the rest of the row, as in a form on iOS.
            return .stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: 2, children: [label, value]))
        }
        // A control as the value reads as the control's row: drawn as it is, not dim.
        if behavior.isControl || behavior.isFocusable == true {
            return ControlRow.labeled(label, control: value, in: context)
        }
        return .labeled(LabeledNode(label: label, value: value))
    }
}
