/// Content that stretches across the width it is offered on a line (``Node/stretchesAcross``):
/// a slider's track, a progress bar, and the rows they stand in.
extension LineLayout {
    /// A label beside a value that stretches (`LabeledContent` around a progress bar): the label
    /// at the left, the value across the rest of the line, dim; the label is cut before the
    /// value goes below its least width.
    func stretchedLine(_ labeled: LabeledNode, width: Int, style: Style) -> Line {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        // A field's text is not a value's: it is drawn as typed.
        let valueStyle = labeled.value.isTextField ? style : Style(attributes: .dim).merging(style)
        let least = BoxLayout(lines: self, wrap: false).leastWidth(stretching: labeled.value)
        let gap = 1
        let whole = line(labeled.label, width: width, style: style)
        // A label cut as a text is, the box layout cuts alike; a value wider than the row, or
        // another label cut, it settles.
        if least > width || (whole.width > max(0, width - gap - least) && !labeled.label.isCutAsALine) {
            check?.declined = true
        }
        let label = whole.truncated(to: max(0, width - gap - least), ellipsis: ellipsis)
        var result = label
        if label.width > 0 { result.append(Line.padding(gap, style: style)) }
        result.append(line(labeled.value, width: max(least, width - result.width), style: valueStyle))
        return result
    }
}
