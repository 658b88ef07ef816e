/// A text field of one line drawn in the columns the layout gave it: its text scrolled sideways
/// to keep the insertion point in view (bullets for a secure field), or its placeholder dim
/// while it is empty; in brackets across its columns when bordered.
///
/// The layout draws every field so without the focus (``LineLayout/fieldLine(_:width:style:)``);
/// the frame draws the field being edited again in the same columns, from its editor.
@MainActor
struct FieldBox {
    /// Whether the terminal shows UTF-8.
    let unicode: Bool

    /// A field as drawn: its line, where its text's window starts, and the cursor's column.
    struct Drawn {
        /// The field's columns, exactly as many as it was given.
        var line: Line
        /// The index of the first character shown, kept for the next frame (see ``FieldWindow``).
        var windowStart: Int
        /// The column of the insertion point within the field, while it is being edited.
        var cursorColumn: Int?
    }

    /// The columns the field's text has within `width`: its brackets' columns taken out.
    func textWidth(of field: TextFieldEntry, width: Int) -> Int {
        max(1, width - (field.isBordered ? 4 : 0))
    }

    /// The column of the field's first character within the field.
    func textColumn(of field: TextFieldEntry) -> Int {
        field.isBordered ? 2 : 0
    }

    /// Draws a field in `width` columns.
    /// - Parameters:
    ///   - field: The field.
    ///   - editor: Its editing, while it is being edited; without, the start of its text shows
    ///     and no cursor.
    ///   - windowStart: Where its text's window started in the last frame.
    ///   - width: The columns it takes.
    /// - Returns: The field as drawn.
    func draw(_ field: TextFieldEntry, editor: LineEditor?, windowStart: Int = 0, width: Int) -> Drawn {
        let isEditing = editor != nil
        let editor =
            editor
            ?? {
                var shown = LineEditor(text: field.source.shownText)
                shown.moveCursor(to: 0)
                return shown
            }()
        let textWidth = textWidth(of: field, width: width)
        var line = Line()
        let border = Glyphs.fieldBorder
        if field.isBordered {
            line.append(Span(text: border.leading.text(unicode: unicode), style: .plain, width: 2))
        }
        let origin = line.width
        var windowStart = windowStart
        var cursorColumn = origin
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        if editor.characters.isEmpty {
            let prompt = LineLayout(unicode: unicode).textLine(
                field.placeholder, style: Style(attributes: .dim))
            line.append(prompt.styled(Style(attributes: .dim)).truncated(to: textWidth, ellipsis: ellipsis))
            windowStart = 0
        } else {
            let bullet = Character(Glyphs.bullet.text(unicode: unicode))
            let characters =
                field.isSecure ? Array(repeating: bullet, count: editor.characters.count) : editor.characters
            let window = FieldWindow(
                characters: characters, cursor: editor.cursor, width: textWidth,
                previousStart: windowStart, unicode: unicode)
            if window.cutsStart { line.append(Span(text: ellipsis, style: .plain, width: 1)) }
            if !window.shown.isEmpty {
                line.append(
                    Span(
                        text: window.shown.map(\.text).joined(), style: .plain,
                        width: window.shown.reduce(0) { $0 + $1.width }))
            }
            if window.cutsEnd { line.append(Span(text: ellipsis, style: .plain, width: 1)) }
            windowStart = window.start
            cursorColumn = origin + window.cursorColumn
        }
        if field.isBordered {
            line.append(Line.padding(origin + textWidth - line.width))
            line.append(Span(text: border.trailing.text(unicode: unicode), style: .plain, width: 2))
        }
        if line.width < width { line.append(Line.padding(width - line.width)) }
        if !field.isEnabled { line = line.styled(Style(attributes: .dim)) }
        line.fieldColumns = 0..<max(0, width)
        return Drawn(line: line, windowStart: windowStart, cursorColumn: isEditing ? cursorColumn : nil)
    }
}
