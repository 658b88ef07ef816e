extension FieldLines {
    /// A field of several lines as drawn: its lines, the first of its text's lines shown, and
    /// where the insertion point is while it has the focus.
    struct DrawnArea {
        /// The lines, as many as the field takes.
        var lines: [Line]
        /// The index of the first of the text's lines shown, kept for the next frame.
        var firstLine: Int
        /// The line (among ``lines``) and the column on the row of the insertion point, while
        /// the field has the focus.
        var cursor: (line: Int, column: Int)?
    }

    /// A field's text broken into the lines it is drawn on, at the width its text has on a row.
    /// - Parameters:
    ///   - characters: The text.
    ///   - place: Where the field sits on its row.
    func wrapped(_ characters: [Character], in place: TextFieldPlace) -> WrappedText {
        WrappedText(
            characters: characters, widths: drawnWidths(of: characters, isSecure: false),
            width: place.textWidth)
    }

    /// How many lines a field of several lines takes: its text's lines, at least the least its
    /// limit asks and at most the most (and never more than `mostLines`).
    /// - Parameters:
    ///   - textLines: How many lines its text takes.
    ///   - limit: Its line limit.
    ///   - mostLines: The most lines it may take: those the screen shows.
    static func areaHeight(textLines: Int, limit: FieldLineLimit, mostLines: Int) -> Int {
        let most = max(1, min(limit.most ?? mostLines, mostLines))
        let least = min(max(1, limit.least), most)
        return min(max(textLines, least), most)
    }

    /// A field of several lines (a text field along the vertical axis, a text editor) on its
    /// row: what stands before it on its first line, then its text wrapped at the width left,
    /// lines below it indented to the text's column; while it is empty, its placeholder dim.
    /// While it is being edited, its lines scroll to keep the insertion point in view; without
    /// the editing, its first lines show, the last cut with `…` when there are more.
    /// - Parameters:
    ///   - behavior: What the row does: it says what stands before the field.
    ///   - field: The field.
    ///   - limit: The least and the most lines it takes.
    ///   - editor: Its editing, while it is being edited.
    ///   - firstLine: The first of its text's lines shown in the last frame.
    ///   - width: The row's width.
    ///   - mostLines: The most lines it may take.
    ///   - height: The lines it takes, when the row's layout has said already.
    func textAreaLines(
        _ behavior: RowBehavior, field: TextFieldEntry, limit: FieldLineLimit, editor: LineEditor?,
        firstLine: Int = 0, width: Int, mostLines: Int, height: Int? = nil
    ) -> DrawnArea {
        let place = textFieldPlace(behavior, field: field, width: width)
        let characters = editor?.characters ?? Array(field.source.shownText)
        let wrapped = wrapped(characters, in: place)
        let height =
            height ?? Self.areaHeight(textLines: wrapped.lines.count, limit: limit, mostLines: mostLines)
        var first = 0
        var cursor: (line: Int, column: Int)?
        if let editor {
            let position = wrapped.position(of: editor.cursor)
            first = min(max(firstLine, position.line - height + 1), position.line)
            first = max(0, min(first, wrapped.lines.count - height))
            cursor = (position.line - first, place.textColumn + position.column)
        }
        let border = Glyphs.fieldBorder
        let indent = Line.padding(place.textColumn - (field.isBordered ? 2 : 0))
        var lines: [Line] = []
        for index in 0..<height {
            var line = index == 0 ? place.label : Line(spans: [indent])
            if index == 0 { line.append(Line.padding(place.gap)) }
            if field.isBordered {
                line.append(Span(text: border.leading.text(unicode: unicode), style: .plain, width: 2))
            }
            let textIndex = first + index
            if characters.isEmpty, index == 0 {
                let prompt = LineLayout(unicode: unicode).textLine(
                    field.placeholder, style: Style(attributes: .dim))
                line.append(
                    prompt.styled(Style(attributes: .dim)).truncated(
                        to: place.textWidth, ellipsis: Glyphs.ellipsis.text(unicode: unicode)))
            } else if wrapped.lines.indices.contains(textIndex) {
                var text = textLine(characters, wrapped.lines[textIndex].characters, width: place.textWidth)
                let isCut = editor == nil && index == height - 1 && textIndex < wrapped.lines.count - 1
                if isCut { text = LineLayout(unicode: unicode).ended(text, width: place.textWidth) }
                line.append(text)
            }
            if field.isBordered {
                line.append(Line.padding(place.textColumn + place.textWidth - line.width))
                line.append(Span(text: border.trailing.text(unicode: unicode), style: .plain, width: 2))
            }
            if !field.isEnabled { line = line.styled(Style(attributes: .dim)) }
            lines.append(line)
        }
        return DrawnArea(lines: lines, firstLine: first, cursor: cursor)
    }

    /// A row's lines when it is a field of several lines with what stands before it, drawn
    /// without its editing (its first lines); `nil` for any other row.
    /// - Parameters:
    ///   - row: The row.
    ///   - width: The row's width.
    ///   - mostLines: The most lines it may take: those the screen shows.
    func textAreaRow(_ row: ResolvedRow, width: Int, mostLines: Int) -> [Line]? {
        guard let field = row.textArea, let area = field.area else { return nil }
        return textAreaLines(
            row.behavior, field: field, limit: row.node.fieldLineLimit(area.lineLimit), editor: nil,
            width: width, mostLines: mostLines
        ).lines
    }

    /// The characters of one drawn line, as many as fit the width (spaces hanging at a wrap
    /// are left out), made safe to show.
    private func textLine(_ characters: [Character], _ range: Range<Int>, width: Int) -> Line {
        var line = Line()
        for character in characters[range] {
            let text = VisibleText.make(String(character), unicode: unicode)
            let characterWidth = DisplayWidth.of(text)
            guard line.width + characterWidth <= width else { break }
            line.append(Span(text: text, style: .plain, width: characterWidth))
        }
        return line
    }
}

extension Node {
    /// The line limit of the field of several lines in this row, with the heights of the frames
    /// set around it (`.frame(height:)`, `.frame(minHeight:maxHeight:)`) taken in: a frame's
    /// fixed height is the field's, its least and most bound the field's.
    /// - Parameter limit: The field's own line limit.
    /// - Returns: The limit the field takes.
    func fieldLineLimit(_ limit: FieldLineLimit) -> FieldLineLimit {
        var limit = limit
        var node = self
        while true {
            switch node {
            case .modified(let inner, .frame(let frame)):
                if let height = frame.height {
                    limit = FieldLineLimit(least: max(1, height), most: max(1, height))
                } else {
                    if let least = frame.minHeight { limit.least = max(limit.least, least) }
                    if case .cells(let most) = frame.maxHeight {
                        limit.most = max(1, min(limit.most ?? most, most))
                    }
                }
                node = inner
            case .modified(_, .rowTrait(.textField)):
                return limit
            case .modified(let inner, _):
                node = inner
            case .stack(let stack):
                guard let last = stack.children.last else { return limit }
                node = last
            default:
                return limit
            }
        }
    }
}
