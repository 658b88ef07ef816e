/// The text field being edited, drawn with its editing in the columns the layout gave it: its
/// text scrolled sideways, the terminal's cursor at its insertion point.
extension FramePlanner {
    /// The rows and fixed parts of a frame, as the edited field is drawn into them.
    struct EditedFieldParts {
        /// The rows shown.
        var rows: [LaidOutRow]
        /// The fixed parts above the rows, each its lines.
        var header: [[Line]]
        /// The fixed parts below the rows, each its lines.
        var footer: [[Line]]
    }

    /// Draws the field being edited where it stands: in the focused row, or in the focused fixed
    /// part.
    /// - Parameters:
    ///   - textField: The field.
    ///   - behavior: What the row or part that holds it does.
    ///   - screen: The screen.
    ///   - mode: The screen's input mode.
    ///   - window: The indices of the rows shown.
    ///   - layout: Where the screen's parts go.
    ///   - parts: The rows and fixed parts; the field is drawn into the one that holds it.
    ///   - state: The screen's state: the field's editor and its text's window are kept in it.
    ///   - fieldRows: The edited row made in this frame, kept for the next.
    ///   - last: The edited row the last frame made.
    /// - Returns: The field as drawn and the screen line it is on; `nil` when it is not shown.
    func drawEditedField(
        _ textField: TextFieldEntry, behavior: RowBehavior, screen: ResolvedScreen, mode: InputMode,
        window: Range<Int>, layout: ScreenLayout, parts: inout EditedFieldParts, state: inout ScreenState,
        fieldRows: inout FieldRows, last: FieldRows?
    ) -> (drawn: FieldLines.DrawnField, line: Int)? {
        let lines = FieldLines(unicode: unicode)
        var editor = state.editing.editor
        if case .text(let binding) = textField.source { editor.adopt(binding.wrappedValue) }
        state.editing.editor = editor
        let isArea = textField.area != nil && behavior.textFieldEndsRow && state.focus.isOnRows
        switch state.focus {
        case .content(.rows) where isArea:
            let index = state.row.index - window.lowerBound
            if window.contains(state.row.index), parts.rows.indices.contains(index) {
                let row = parts.rows[index]
                let resolved = screen.rows.row(at: state.row.index)
                // Inside the padding its views were given, as the row was laid out.
                let padding = resolved.textAreaPadding
                let area = lines.textAreaLines(
                    behavior, field: textField,
                    limit: resolved.node.fieldLineLimit(
                        textField.area?.lineLimit ?? FieldLineLimitKey.defaultValue),
                    editor: editor, firstLine: state.editing.windowStart,
                    width: max(1, layout.contentWidth - padding.leading - padding.trailing),
                    mostLines: max(1, layout.rows.count - padding.top - padding.bottom),
                    height: max(1, row.lines.count - padding.top - padding.bottom))
                state.editing.windowStart = area.firstLine
                let placed = RowLayout.padded(area.lines, by: padding)
                parts.rows[index] = LaidOutRow(lines: placed, accessory: row.accessory)
                let top = layout.rows.lowerBound + parts.rows[..<index].reduce(0) { $0 + $1.height }
                let cursor = area.cursor ?? (0, 0)
                return (
                    FieldLines.DrawnField(
                        line: placed.indices.contains(padding.top) ? placed[padding.top] : Line(),
                        windowStart: area.firstLine, cursorColumn: padding.leading + cursor.column),
                    top + padding.top + cursor.line
                )
            }
        case .content(.rows):
            let index = state.row.index - window.lowerBound
            if window.contains(state.row.index), parts.rows.indices.contains(index) {
                guard
                    let placed = editedLines(
                        parts.rows[index].lines, field: textField, editor: editor, state: &state)
                else { return nil }
                parts.rows[index] = fieldRows.row(
                    at: state.row.index, base: parts.rows[index],
                    lines: placed.lines, last: last)
                return (
                    placed.drawn,
                    layout.rows.lowerBound + parts.rows[..<index].reduce(0) { $0 + $1.height } + placed.line
                )
            }
        case .content(.header(let part)):
            if parts.header.indices.contains(part), !parts.header[part].isEmpty {
                guard
                    let placed = editedLines(
                        parts.header[part], field: textField, editor: editor, state: &state)
                else { return nil }
                parts.header[part] = placed.lines
                let above = parts.header[..<part].reduce(0) { $0 + $1.count }
                let searchLines = screen.preferences.search != nil || mode.filter != nil ? 1 : 0
                return (placed.drawn, layout.header.lowerBound + searchLines + above + placed.line)
            }
        case .content(.footer(let part)):
            if parts.footer.indices.contains(part), !parts.footer[part].isEmpty {
                guard
                    let placed = editedLines(
                        parts.footer[part], field: textField, editor: editor, state: &state)
                else { return nil }
                parts.footer[part] = placed.lines
                return (
                    placed.drawn,
                    layout.footer.lowerBound + parts.footer[..<part].reduce(0) { $0 + $1.count } + placed.line
                )
            }
        case .toolbar, .tabBar:
            break
        }
        return nil
    }

    /// A part's or a row's lines with the text field being edited drawn in them from its editor,
    /// in the columns the layout gave it (on the first line that holds a field): the layout
    /// marks them wherever it draws a field of one line, so the field is drawn once, where it
    /// stands. `nil` when no line holds the field (it was cut away).
    /// - Parameters:
    ///   - laidOut: The lines as laid out.
    ///   - field: The field.
    ///   - editor: Its editing.
    ///   - state: The screen's state: its text's window and columns are kept in it.
    /// - Returns: The lines, the line the field is on and the field as drawn there (its cursor's
    ///   column counted on the line).
    func editedLines(
        _ laidOut: [Line], field: TextFieldEntry, editor: LineEditor, state: inout ScreenState
    ) -> (lines: [Line], line: Int, drawn: FieldLines.DrawnField)? {
        guard let index = laidOut.firstIndex(where: { $0.fieldColumns != nil }),
            let columns = laidOut[index].fieldColumns
        else {
            state.editing.column = nil
            return nil
        }
        var result = laidOut
        let box = FieldBox(unicode: unicode).draw(
            field, editor: editor, windowStart: state.editing.windowStart, width: columns.count)
        state.editing.windowStart = box.windowStart
        state.editing.column = columns.lowerBound
        result[index] = laidOut[index].overlaid(with: box.line, at: columns.lowerBound, fill: .plain)
        let drawn = FieldLines.DrawnField(
            line: result[index], windowStart: box.windowStart,
            cursorColumn: box.cursorColumn.map { columns.lowerBound + $0 })
        return (result, index, drawn)
    }
}
