/// A text field as resolved: what it edits, how it is drawn, and what Enter runs. It is a row
/// trait of the field's node (``RowTrait/textField(_:)``), so the row, fixed part or toolbar
/// item it stands in knows it has a field, as it knows its buttons.
struct TextFieldEntry {
    /// The field's place in its screen: the same field from frame to frame, whose insertion
    /// point the screen keeps.
    let path: ViewPath
    /// Where its text comes from and goes to.
    let source: TextFieldSource
    /// What shows, dim, while the text is empty: the prompt, else the title.
    let placeholder: [TextRun]
    /// Whether each character is drawn as a bullet (a `SecureField`).
    let isSecure: Bool
    /// Whether the field is drawn in brackets (`.roundedBorder`).
    let isBordered: Bool
    /// Whether the field can be edited (`.disabled` around it makes it dim and inert).
    let isEnabled: Bool
    /// The `.onSubmit(of: .text)` actions around it, outermost first.
    let submitActions: [() -> Void]
    /// How the field grows down its lines, for a field along the vertical axis or a
    /// `TextEditor`; `nil` for a field of one line.
    var area: TextArea?

    /// How a field of several lines grows, and what Return does in it.
    struct TextArea {
        /// The least and the most lines it takes.
        var lineLimit: FieldLineLimit
        /// Whether Return types a line break (a `TextEditor`), rather than submit (a text
        /// field, where Alt-Return types one).
        var returnTypesBreak: Bool
    }

    /// The field's text drawn as it shows without the focus: the text (bullets for a secure
    /// field), or the placeholder dim while it is empty; in brackets across the width when
    /// bordered.
    /// - Parameter unicode: Whether the terminal shows UTF-8.
    /// - Returns: The node.
    func shownNode(unicode: Bool) -> Node {
        let text = source.shownText
        let content: Node
        if text.isEmpty {
            content = .modified(.text(placeholder), .style(Style(attributes: .dim)))
        } else if isSecure {
            content = .text([
                TextRun(string: Self.bullets(count: text.count, unicode: unicode), style: .plain)
            ])
        } else {
            content = .text([TextRun(string: text, style: .plain)])
        }
        guard isBordered else { return content }
        let border = Glyphs.fieldBorder
        return .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 0,
                children: [
                    .image(border.leading), content, .spacer, .image(border.trailing),
                ]))
    }

    /// A secure field's text as drawn: a bullet (`*` in ASCII) for each character.
    static func bullets(count: Int, unicode: Bool) -> String {
        String(repeating: Glyphs.bullet.text(unicode: unicode), count: count)
    }
}

extension Node {
    /// The text runs of a resolved label, in order: what its title says.
    var textRuns: [TextRun] {
        switch self {
        case .text(let runs): return runs
        case .group(let children), .zstack(let children, _): return children.flatMap(\.textRuns)
        case .stack(let stack): return stack.children.flatMap(\.textRuns)
        case .modified(let inner, _): return inner.textRuns
        case .labeled(let labeled): return labeled.label.textRuns
        case .button(let button): return button.label.textRuns
        case .link(let link): return link.label.textRuns
        case .arranged(let arranged): return arranged.children.flatMap(\.textRuns)
        case .empty, .image, .bar, .spacer, .divider, .color, .shape, .list, .forEach: return []
        }
    }
}
