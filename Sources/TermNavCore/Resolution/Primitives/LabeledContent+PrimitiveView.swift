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

extension LabeledContent {
    /// Reads the label's texts, then the content's, when the content is text: a control or a
    /// field as the content, or a form in columns, is left to resolution.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        if reader.looks.labelsHidden { return reader.read(content) }
        guard !reader.looks.inColumnsForm, reader.read(label) else { return false }
        let wasTextOnly = reader.isTextOnly
        reader.isTextOnly = true
        defer { reader.isTextOnly = wasTextOnly }
        return reader.read(content)
    }
}
