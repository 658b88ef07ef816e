/// A node as lines at a width: the entry to the one layout (``BoxLayout``), the one-line path that
/// lays out a list row's line without it, and the leaf work the layout calls that is not layout —
/// a text shaped into lines and wrapped, a glyph's line, a field's line, a rule, a line ended
/// with `…`.
struct LineLayout {
    /// Whether the terminal shows UTF-8 (placeholders and glyphs differ).
    let unicode: Bool
    /// Where the one-line path notes a row it leaves to the box layout, when it runs for
    /// ``lines(_:width:wrap:style:)``; `nil` elsewhere.
    var check: OneLineCheck? = nil

    /// The lines a node takes within `width` columns: its size with `width` columns and no height
    /// proposed (``BoxLayout/size(of:proposal:in:)``), then the node placed in that size.
    ///
    /// Long text wraps when `wrap` says so (elsewhere than in a list row), or when a `.lineLimit`
    /// asks; otherwise it keeps a line per line break, cut with `…` at the width. A node of one
    /// line in a row that does not wrap (a label, a spacer and a value side by side) is laid out
    /// by the one-line path (``line(_:width:style:)``), which gives the cells the box layout
    /// gives, faster.
    /// - Parameters:
    ///   - node: The node.
    ///   - width: The columns available.
    ///   - wrap: Whether long text wraps onto more lines (or stays one line, to be truncated).
    ///   - style: The style inherited from modifiers around the node.
    func lines(_ node: Node, width: Int, wrap: Bool, style: Style = .plain) -> [Line] {
        if !wrap, node.isOneLine {
            var oneLine = self
            let check = OneLineCheck()
            oneLine.check = check
            let laid = oneLine.line(node, width: width, style: style)
            if !check.declined { return [laid] }
        }
        return BoxLayout(lines: self, wrap: wrap).lines(node, width: width, style: style)
    }

    /// A line cut short of its end: the ellipsis after it, within `width`.
    func ended(_ line: Line, width: Int) -> Line {
        line.endingWithEllipsis(within: width, ellipsis: Glyphs.ellipsis.text(unicode: unicode))
    }

    /// The one line a node takes when laid out horizontally within `width` columns: stacks side
    /// by side, spacers sharing what is left over, a labeled value at the right, a text of
    /// several lines its first, ended with `…`.
    func line(_ node: Node, width: Int, style: Style = .plain) -> Line {
        switch node {
        case .stack(let stack):
            switch stack.axis {
            case .horizontal: return horizontalLine(stack, width: width, style: style)
            case .vertical:
                // Joined on one line, the children are not lined up with each other first.
                return joined(verticalLines(stack, width: width, style: style), style: style)
            }
        case .labeled(let labeled):
            return labeledLine(labeled, width: width, style: style)
        case .modified(let inner, let modifier):
            switch modifier {
            case .style(let overlay):
                return line(inner, width: width, style: style.merging(overlay))
            case .paint(let paint):
                if let text = node.partlyPaintedText {
                    // As a text of several lines on one: its first, ended with `…`.
                    let parts = partlyPainted(
                        text.runs, parts: text.parts, width: nil, wrap: false, style: style)
                    guard parts.count > 1 else { return parts.first ?? Line() }
                    return ended(parts[0], width: width)
                }
                let content = line(inner, width: width, style: Self.unpainted(style, by: paint))
                return painted([content], with: paint, style: style, overriding: false).first ?? content
            case .background(let background):
                if let paint = background.backgroundPaint {
                    let content = line(inner, width: width, style: Self.unpainted(style, by: paint))
                    return painted([content], with: paint, style: style, overriding: false).first ?? content
                }
                return line(inner, width: width, style: style.merging(backgroundStyle(background)))
            case .rowTrait(.textField(let field)) where field.area == nil:
                return fieldLine(inner, width: width, style: style)
            case .layout(.fixedSize(horizontal: true, _)) where inner.stretchesAcross:
                return line(inner, width: ProposedCells.unbounded, style: style)
            case .layout(.position):
                // On one line, placed across only.
                let placed = BoxLayout(lines: self, wrap: false).lines(node, width: width, style: style)
                return placed.first { $0.width > 0 } ?? Line()
            case .layout(.offset(let x, let y)) where x != 0 || y != 0:
                // Moved, it may draw past its place: left to the box layout.
                check?.declined = true
                return line(inner, width: width, style: style)
            case .accessory, .toolbarPlacement, .lineLimit, .keyPress, .rowTrait, .textAlignment, .layout:
                return line(inner, width: width, style: style)
            case .hidden, .invisible:
                return Line()
            case .padding(let insets):
                let room = max(0, width - insets.leading - insets.trailing)
                let content = line(inner, width: room, style: style)
                if content.width > room { check?.declined = true }
                guard content.width > 0 else { return content }
                var padded = Line()
                padded.append(Line.padding(insets.leading, style: Self.blankStyle(style)))
                padded.append(content)
                padded.append(Line.padding(insets.trailing, style: Self.blankStyle(style)))
                return padded
            case .frame(let frame):
                return framedLine(inner, frame: frame, width: width, style: style)
            case .overlay(let overlay, let alignment):
                return overlaidLine(inner, overlay: overlay, alignment: alignment, width: width, style: style)
            case .border(let shape):
                // On one line, the box's sides stand either side of the content.
                let content = line(inner, width: max(0, width - 2), style: style)
                guard content.width > 0, let side = ShapeCells(unicode: unicode).side(of: shape, style: style)
                else { return content }
                var boxed = Line(spans: [side])
                boxed.append(content)
                boxed.append(side)
                return boxed
            case .clip(let clip):
                let content = line(inner, width: width, style: style)
                return ShapeCells(unicode: unicode).clipped([content], to: clip, style: style).first
                    ?? content
            case .disabled:
                return line(inner, width: width, style: style.merging(Self.disabledStyle))
            }
        case .button(let button):
            return line(button.label, width: width, style: style)
        case .link(let link):
            return line(link.label, width: width, style: style)
        case .divider:
            return verticalRule(style: style)
        case .text(let runs):
            // A text of several lines on one: its first, ended with `…` to say more follows.
            let parts = textLines(runs, style: style)
            guard parts.count > 1 else { return parts.first ?? Line() }
            return ended(parts[0], width: width)
        case .image(let glyph):
            return glyphLine(glyph, style: style)
        case .empty, .bar, .spacer, .color, .shape, .group, .zstack, .list, .forEach, .arranged:
            return joined(node, width: width, style: style)
        }
    }

    /// A label and its value on one line, the value dim at the right; when both do not fit, the
    /// value is cut first (down to one column and the ellipsis), then left out and the label cut.
    private func labeledLine(_ labeled: LabeledNode, width: Int, style: Style) -> Line {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        if labeled.value.stretchesAcross {
            return stretchedLine(labeled, width: width, style: style)
        }
        let label = line(labeled.label, width: width, style: style)
        let value = line(labeled.value, width: width, style: Style(attributes: .dim).merging(style))
        guard value.width > 0 else {
            if label.width > width, !labeled.label.isCutAsALine { check?.declined = true }
            return label.truncated(to: width, ellipsis: ellipsis)
        }
        let gap = 1
        let valueRoom = width - label.width - gap
        let minimumValue = min(value.width, 1 + DisplayWidth.of(ellipsis))
        if valueRoom < value.width {
            // A text is cut here as the box layout cuts it; what else is cut, the box layout
            // settles.
            let cut = valueRoom >= minimumValue ? labeled.value : labeled.label
            if !cut.isCutAsALine { check?.declined = true }
        }
        guard valueRoom >= minimumValue else { return label.truncated(to: width, ellipsis: ellipsis) }
        let fitted = value.truncated(to: valueRoom, ellipsis: ellipsis)
        var result = label
        result.append(Line.padding(width - label.width - fitted.width, style: style))
        result.append(fitted)
        return result
    }

    /// The node's lines, unwrapped, joined into one with a space between each.
    private func joined(_ node: Node, width: Int, style: Style) -> Line {
        joined(lines(node, width: width, wrap: false, style: style), style: style)
    }

    /// Lines joined into one with a space between each.
    private func joined(_ lines: [Line], style: Style) -> Line {
        // A single line is itself, with nothing to add.
        if lines.count == 1, let line = lines.first { return line }
        var joined = Line()
        joined.spans.reserveCapacity(lines.reduce(lines.count) { $0 + $1.spans.count })
        for (index, part) in lines.enumerated() {
            if index > 0 { joined.append(Line.padding(1, style: style)) }
            joined.append(part)
        }
        return joined
    }

    /// A vertical stack's children's lines one after another, blank lines for its spacing
    /// between them, not lined up with each other: to be joined on one line.
    private func verticalLines(_ stack: StackNode, width: Int, style: Style) -> [Line] {
        let blocks = stack.children.map { lines($0, width: width, wrap: false, style: style) }
        let spacing = Array(repeating: Line(), count: stack.spacing)
        return Array(blocks.filter { !$0.isEmpty }.joined(separator: spacing))
    }

    /// A part of a horizontal stack: content, or a spacer that takes what is left.
    private enum Item {
        /// Content; with an alignment, a frame with `maxWidth: .infinity` that shares the free
        /// columns with the spacers and places its content in its share.
        case content(Line, flexible: HorizontalAlignment?)
        /// A spacer, at least this many columns.
        case spacer(Int)
        /// Content that stretches across what it is offered (a slider, a progress bar), at least
        /// this many columns: laid out last, in its least width and its share of the free columns.
        case stretching(Node, least: Int)
    }

    /// When the parts are wider than `width`, cuts the widest part (with an ellipsis) until they
    /// fit, so that a long title gives way before the short text beside it disappears.
    private func shrinkToFit(_ items: inout [Item], width: Int) {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        func widths() -> [Int] {
            items.map {
                if case .content(let line, _) = $0 { return line.width }
                return 0
            }
        }
        var current = widths()
        var overflow = current.reduce(0, +) - max(0, width)
        while overflow > 0 {
            guard let widest = current.indices.max(by: { current[$0] < current[$1] }), current[widest] > 1,
                case .content(let line, let flexible) = items[widest]
            else { return }
            let runnerUp = current.enumerated().filter { $0.offset != widest }.map(\.element).max() ?? 0
            let target = max(1, line.width - overflow, min(line.width - 1, runnerUp))
            items[widest] = .content(line.truncated(to: target, ellipsis: ellipsis), flexible: flexible)
            current = widths()
            overflow = current.reduce(0, +) - max(0, width)
        }
    }

    /// A child of a horizontal stack framed with `maxWidth: .infinity` (and no fixed width):
    /// its content and where it sits in the columns it gets.
    private func flexibleFrame(_ node: Node) -> (content: Node, alignment: HorizontalAlignment)? {
        guard case .modified(let inner, .frame(let frame)) = node, frame.width == nil,
            case .infinity? = frame.maxWidth
        else { return nil }
        var rest = frame
        rest.maxWidth = nil
        return (rest.isEmpty ? inner : .modified(inner, .frame(rest)), frame.alignment.horizontal)
    }

    private func horizontalLine(_ stack: StackNode, width: Int, style: Style) -> Line {
        var items: [Item] = []
        // The child each item stands for, to mark its columns on the line.
        var children: [Int] = []
        for (index, child) in stack.children.enumerated() {
            if case .spacer(let minLength) = child {
                items.append(.spacer(PointScale.columns(minLength)))
                children.append(index)
                continue
            }
            if child.stretchesAcross {
                items.append(
                    .stretching(
                        child, least: BoxLayout(lines: self, wrap: false).leastWidth(stretching: child)))
                children.append(index)
                continue
            }
            if let flexible = flexibleFrame(child) {
                items.append(
                    .content(line(flexible.content, width: width, style: style), flexible: flexible.alignment)
                )
                children.append(index)
                continue
            }
            let part = line(child, width: width, style: style)
            if part.width > 0 {
                items.append(.content(part, flexible: nil))
                children.append(index)
            }
        }
        let gaps = max(0, items.count - 1) * stack.spacing
        let spacerLeast = items.reduce(0) { total, item in
            switch item {
            case .spacer(let least), .stretching(_, let least): return total + least
            case .content: return total
            }
        }
        let sharers = items.filter {
            switch $0 {
            case .spacer, .stretching, .content(_, flexible: .some): return true
            case .content(_, flexible: .none): return false
            }
        }.count
        if let check {
            // Parts cut to fit, or free columns shared unevenly, are the box layout's to settle.
            let widths = items.reduce(0) { total, item in
                if case .content(let line, _) = item { return total + line.width }
                return total
            }
            if widths + gaps + spacerLeast > width || sharers > 1 { check.declined = true }
        }
        shrinkToFit(&items, width: width - gaps - spacerLeast)
        let fixed = items.reduce(0) { total, item in
            switch item {
            case .content(let line, _): return total + line.width
            case .spacer(let least), .stretching(_, let least): return total + least
            }
        }
        // Spacers, flexible frames and what stretches share the free columns; the first take
        // the remainder.
        let free = max(0, width - fixed - gaps)
        var result = Line()
        var sharerIndex = 0
        func share() -> Int {
            defer { sharerIndex += 1 }
            return free / sharers + (sharerIndex < free % sharers ? 1 : 0)
        }
        var partColumns = Array(repeating: 0..<0, count: stack.children.count)
        for (index, item) in items.enumerated() {
            if index > 0 { result.append(Line.padding(stack.spacing, style: style)) }
            let start = result.width
            defer { partColumns[children[index]] = start..<result.width }
            switch item {
            case .content(let line, nil):
                result.append(line)
            case .content(let line, let alignment?):
                let room = share()
                let offset = Self.offset(of: alignment, room: room)
                result.append(Line.padding(offset, style: Self.blankStyle(style)))
                result.append(line)
                result.append(Line.padding(room - offset, style: Self.blankStyle(style)))
            case .spacer(let least):
                result.append(Line.padding(least + share(), style: style))
            case .stretching(let node, let least):
                result.append(line(node, width: least + share(), style: style))
            }
        }
        result.partColumns = partColumns
        return result
    }

    /// The fewest columns a text field beside other views is given: a character, the ellipsis
    /// and the cell the cursor takes after the text.
    static let leastFieldWidth = 3

    /// A text field of one line drawn across `width` columns, as it shows without the focus
    /// (its text from the start, or its placeholder), its columns marked on the line
    /// (``Line/fieldColumns``) so that the field being edited is drawn there from its editor.
    /// - Parameters:
    ///   - shown: The field's text as shown (``TextFieldEntry/shownNode(unicode:)``).
    ///   - width: The columns the field takes.
    ///   - style: The style inherited from modifiers around it.
    func fieldLine(_ shown: Node, width: Int, style: Style) -> Line {
        var drawn = line(shown, width: width, style: style)
        drawn = drawn.truncated(to: width, ellipsis: Glyphs.ellipsis.text(unicode: unicode))
        if drawn.width < width {
            drawn.append(Line.padding(width - drawn.width, style: Self.blankStyle(style)))
        }
        drawn.fieldColumns = 0..<max(0, width)
        return drawn
    }

    /// A background colour becomes the background of what is in front; other backgrounds
    /// (such as a hidden link) draw nothing.
    func backgroundStyle(_ background: Node) -> Style {
        switch background {
        case .color(let color):
            // `.clear`, `.primary` and `.secondary` have no colour of their own behind text.
            return Style(background: color.fillsCells ? color : .default)
        case .shape(let shape):
            // A filled shape colours the cells in front whole; a stroked one is a border.
            guard case .fill(let color?) = shape.paint else { return .plain }
            return backgroundStyle(.color(color))
        case .modified(let inner, .style(let overlay)):
            return backgroundStyle(inner).merging(overlay)
        case .modified(_, .paint):
            // A gradient colours each cell apart (`backgroundPaint(_:)`).
            return .plain
        case .modified(let inner, .padding), .modified(let inner, .frame), .modified(let inner, .overlay),
            .modified(let inner, .textAlignment), .modified(let inner, .layout), .modified(let inner, .clip):
            // A shape filled with a colour and framed, padded or clipped still colours what is in
            // front, whole.
            return backgroundStyle(inner)
        case .modified(_, .hidden), .modified(_, .invisible), .modified(_, .accessory),
            .modified(_, .background), .modified(_, .toolbarPlacement), .modified(_, .lineLimit),
            .modified(_, .keyPress), .modified(_, .rowTrait), .modified(_, .disabled), .modified(_, .border):
            return .plain
        case .empty, .text, .image, .bar, .spacer, .divider, .group, .stack, .zstack, .list, .forEach,
            .button, .link, .labeled, .arranged:
            return .plain
        }
    }

    /// A row accessory as a line: its glyph (or ASCII stand-in), or its text, dim unless the
    /// text has colours of its own.
    func accessoryLine(_ accessory: RowAccessory) -> Line {
        switch accessory.content {
        case .none: return Line()
        case .glyph(let glyph): return glyphLine(glyph, style: .plain)
        case .text(let runs): return textLine(runs, style: Style(attributes: .dim))
        }
    }

    /// A text's lines: one per line break in it (`\n`, `\r\n`, `\r` and the other Unicode line
    /// separators), each made safe to show.
    func textLines(_ runs: [TextRun], style: Style) -> [Line] {
        // Most texts hold no line break: one line, without the runs gathered again.
        if !runs.contains(where: { Self.mayHoldNewline($0.string) }) { return [textLine(runs, style: style)] }
        var lines: [[TextRun]] = [[]]
        for run in runs {
            guard Self.mayHoldNewline(run.string) else {
                lines[lines.count - 1].append(run)
                continue
            }
            let pieces = run.string.split(omittingEmptySubsequences: false) { $0.isNewline }
            guard pieces.count > 1 else {
                lines[lines.count - 1].append(run)
                continue
            }
            for (index, piece) in pieces.enumerated() {
                if index > 0 { lines.append([]) }
                lines[lines.count - 1].append(TextRun(string: String(piece), style: run.style))
            }
        }
        return lines.map { textLine($0, style: style) }
    }

    /// Whether a string may hold a line break, read from its bytes without breaking it into
    /// characters: a line feed, vertical tab, form feed or carriage return, or the first byte of
    /// the other breaks' encodings (U+0085 starts with 0xC2; U+2028 and U+2029 with 0xE2). Most
    /// texts have none of these, and are taken whole.
    /// - Parameter string: The text.
    /// - Returns: `false` when the text surely holds no line break.
    static func mayHoldNewline(_ string: String) -> Bool {
        string.utf8.contains { byte in (0x0A...0x0D).contains(byte) || byte == 0xC2 || byte == 0xE2 }
    }

    func textLine(_ runs: [TextRun], style: Style) -> Line {
        var line = Line()
        line.spans.reserveCapacity(runs.count)
        for run in runs {
            let text = VisibleText.make(run.string, unicode: unicode)
            // A text's own colours win over those set around it, as in SwiftUI.
            line.append(Span(text: text, style: style.merging(run.style), width: DisplayWidth.of(text)))
        }
        return line
    }

    /// A glyph's line: its text, or its ASCII stand-in.
    func glyphLine(_ glyph: Glyph, style: Style) -> Line {
        let text = glyph.text(unicode: unicode)
        return Line(spans: [Span(text: text, style: style, width: DisplayWidth.of(text))])
    }

    /// Word-wraps a line to `width` columns; a word longer than a line is cut.
    func wrapped(_ line: Line, width: Int) -> [Line] {
        guard width > 0, line.width > width else { return [line] }
        // Split into words (with their following spaces) keeping styles.
        var words: [Line] = []
        var current = Line()
        for span in line.spans {
            var text = ""
            for character in span.text {
                text.append(character)
                if character == " " {
                    current.append(Span(text: text, style: span.style, width: DisplayWidth.of(text)))
                    words.append(current)
                    current = Line()
                    text = ""
                }
            }
            if !text.isEmpty {
                current.append(Span(text: text, style: span.style, width: DisplayWidth.of(text)))
            }
        }
        if !current.spans.isEmpty { words.append(current) }

        var result: [Line] = []
        var row = Line()
        for word in words {
            // A word fits when its letters do: the spaces after it may fall past the end, where
            // the line is cut.
            if row.width + word.trimmingTrailingSpaces().width > width, row.width > 0 {
                result.append(row.trimmingTrailingSpaces())
                row = Line()
            }
            if word.trimmingTrailingSpaces().width > width {
                for piece in hardSplit(word, width: width) {
                    if row.width + piece.width > width, row.width > 0 {
                        result.append(row.trimmingTrailingSpaces())
                        row = Line()
                    }
                    row.append(piece)
                }
            } else {
                row.append(word)
            }
        }
        if row.width > 0 { result.append(row.trimmingTrailingSpaces()) }
        return result
    }

    private func hardSplit(_ word: Line, width: Int) -> [Line] {
        var pieces: [Line] = []
        var piece = Line()
        for span in word.spans {
            for character in span.text {
                var text = String(character)
                var characterWidth = DisplayWidth.of(character)
                if characterWidth > width {
                    // A cluster wider than the whole line (a CJK character in one column) cannot
                    // be drawn: the ellipsis stands in for it.
                    text = Glyphs.ellipsis.text(unicode: unicode)
                    characterWidth = DisplayWidth.of(text)
                }
                if piece.width + characterWidth > width, piece.width > 0 {
                    pieces.append(piece)
                    piece = Line()
                }
                piece.append(Span(text: text, style: span.style, width: characterWidth))
            }
        }
        if piece.width > 0 { pieces.append(piece) }
        return pieces
    }
}

extension Line {
    /// The line without trailing spaces (where a wrap happened).
    func trimmingTrailingSpaces() -> Line {
        var copy = self
        while var last = copy.spans.last {
            let trimmed = String(last.text.reversed().drop { $0 == " " }.reversed())
            if trimmed.isEmpty {
                copy.spans.removeLast()
                continue
            }
            last.text = trimmed
            last.width = DisplayWidth.of(trimmed)
            copy.spans[copy.spans.count - 1] = last
            break
        }
        copy.fieldColumns = fieldColumns(within: copy.width)
        copy.partColumns = partColumns(within: copy.width)
        return copy
    }
}

/// What the one-line path notes as it lays out a row for ``LineLayout/lines(_:width:wrap:style:)``:
/// whether the row met what only the box layout settles (parts cut to fit, free columns shared
/// among several spacers), so that the row is laid out by the box layout instead.
final class OneLineCheck {
    /// Whether the row is left to the box layout.
    var declined = false
}
