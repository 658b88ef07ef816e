extension FieldLines {
    /// Where a text field sits on its row: the line of what stands before it (a
    /// `LabeledContent`'s label), the column its text starts at and the columns the text has.
    struct TextFieldPlace {
        /// What stands before the field, as drawn.
        var label: Line
        /// The columns between the label and the field.
        var gap: Int
        /// The column of the field's first character on the row.
        var textColumn: Int
        /// The columns the field's text has.
        var textWidth: Int
    }

    /// Where a text field sits on a row of a width.
    /// - Parameters:
    ///   - behavior: What the row does: it says what stands before the field.
    ///   - field: The field.
    ///   - width: The row's width.
    func textFieldPlace(_ behavior: RowBehavior, field: TextFieldEntry, width: Int) -> TextFieldPlace {
        let (nodes, spacing) = behavior.textFieldLabel
        var label = Line()
        if !nodes.isEmpty {
            let stack = Node.stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: spacing, children: nodes))
            label = LineLayout(unicode: unicode).line(stack, width: max(0, width / 2))
        }
        let gap = nodes.isEmpty ? 0 : spacing
        let border = field.isBordered ? 2 : 0
        let textColumn = label.width + gap + border
        return TextFieldPlace(
            label: label, gap: gap, textColumn: textColumn, textWidth: max(1, width - textColumn - border))
    }

    /// The columns each character of a field's text takes as drawn: a secure field's bullets
    /// one each.
    func drawnWidths(of characters: [Character], isSecure: Bool) -> [Int] {
        if isSecure { return Array(repeating: 1, count: characters.count) }
        return characters.map { DisplayWidth.of(VisibleText.make(String($0), unicode: unicode)) }
    }

    /// The help line's items while a text field is being edited: `"Enter done"`, `"Esc leave"`,
    /// `"Tab next"`; in a text editor, where Return types a line break, the last two.
    func textFieldHelpItems(for field: TextFieldEntry?) -> [String] {
        TextFieldKeys.helpItems(unicode: unicode, returnTypesBreak: field?.area?.returnTypesBreak == true)
    }
}
