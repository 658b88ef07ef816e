/// The editing of the one line a screen's keys type into, as one value: its search field, its
/// filter line or the text field being edited (which of them has the keys is the screen's
/// ``InputMode``).
///
/// A screen keeps one, in its ``ScreenState``: the editor with the insertion point and undo
/// steps, where the text shows from, where the layout placed the field in the last frame, the
/// column ↑ and ↓ keep to in a field of several lines and, for a text field, the field itself as
/// last resolved. It also keeps the editors of the text fields the focus left, so that each takes
/// its insertion point up again when the focus comes back.
struct FieldEditing: Equatable {
    /// The insertion point, selection and undo steps of the line being typed into, taken up
    /// again from the field's text when the app changes it.
    var editor = LineEditor()
    /// Where the text showed from in the last frame, scrolled sideways; for a field of several
    /// lines, the first of its lines shown.
    var windowStart = 0
    /// The column (from the content's leading edge) where the layout placed the text field being
    /// edited in the last frame, so that a click finds its characters; `nil` where the field was
    /// drawn from the start of its row.
    var column: Int?
    /// The column ↑ and ↓ keep to in a field of several lines, from the first of a run of them.
    var goalColumn: Int?
    /// The text field being edited, as last resolved: what its text is committed through when the
    /// focus leaves it; `nil` while none is (the search field and the filter line are the
    /// screen's own).
    var textField: TextFieldEntry?
    /// The text field the focus was on in the last frame (its path), being edited or not: the
    /// focus arriving on another starts its editing.
    var focusedField: ViewPath?
    /// The editing of each text field the focus left while the screen lives, by the field's path.
    var kept: [ViewPath: LineEditor] = [:]
    /// The search suggestion chosen (by Tab) while the search field has the keys, by its place
    /// among the suggestions shown; `nil` while none is.
    var suggestion: Int?

    /// The text field being edited under a mode: the field, while the mode (beneath any dialog
    /// or list of keys) is the editing of a text field.
    /// - Parameter mode: The screen's mode.
    /// - Returns: The field, as last resolved; `nil` while no text field has the keys.
    @MainActor func editedTextField(under mode: InputMode) -> TextFieldEntry? {
        mode.isEditingTextField ? textField : nil
    }

    /// Starts editing a line: the editor given, its text shown from its start, the field not yet
    /// placed. The editors kept for other fields stay.
    /// - Parameters:
    ///   - editor: The line's editor.
    ///   - textField: The text field it edits; `nil` for the search field or the filter line.
    mutating func begin(_ editor: LineEditor, textField: TextFieldEntry? = nil) {
        self.editor = editor
        suggestion = nil
        windowStart = 0
        column = nil
        goalColumn = nil
        self.textField = textField
    }

    /// Ends the editing of the text field: its editor is kept for when the focus comes back.
    mutating func endTextField() {
        if let path = textField?.path { kept[path] = editor }
        textField = nil
        column = nil
        goalColumn = nil
    }

    /// Whether two editings are the same: the same text field (by its path), editor and places.
    static func == (lhs: FieldEditing, rhs: FieldEditing) -> Bool {
        lhs.editor == rhs.editor && lhs.windowStart == rhs.windowStart && lhs.column == rhs.column
            && lhs.goalColumn == rhs.goalColumn && lhs.textField?.path == rhs.textField?.path
            && lhs.focusedField == rhs.focusedField && lhs.kept == rhs.kept
    }
}
