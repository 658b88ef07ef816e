extension Line {
    /// The line's first `columns` columns; a wide character cut in two becomes blank columns.
    func prefix(columns: Int) -> Line {
        guard columns < width else { return self }
        var result = Line()
        var used = 0
        for span in spans {
            guard used < columns else { break }
            if used + span.width <= columns {
                result.append(span)
                used += span.width
                continue
            }
            var text = ""
            var taken = 0
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                if used + taken + characterWidth > columns { break }
                text.append(character)
                taken += characterWidth
            }
            let blanks = columns - used - taken
            result.append(
                Span(
                    text: text + Line.spaces(blanks), style: span.style,
                    width: taken + blanks))
            used = columns
        }
        result.fieldColumns = fieldColumns(within: columns)
        result.partColumns = partColumns(within: columns)
        return result
    }

    /// The line from column `columns` on; a wide character cut in two becomes blank columns.
    func dropping(columns: Int) -> Line {
        guard columns > 0 else { return self }
        var result = Line()
        var skipped = 0
        for span in spans {
            if skipped >= columns {
                result.append(span)
                continue
            }
            if skipped + span.width <= columns {
                skipped += span.width
                continue
            }
            var text = ""
            var kept = 0
            for character in span.text {
                let characterWidth = DisplayWidth.of(character)
                if skipped >= columns {
                    text.append(character)
                    kept += characterWidth
                } else if skipped + characterWidth > columns {
                    // The part of a wide character past the cut.
                    let blanks = skipped + characterWidth - columns
                    text += Line.spaces(blanks)
                    kept += blanks
                    skipped = columns
                } else {
                    skipped += characterWidth
                }
            }
            result.append(Span(text: text, style: span.style, width: kept))
        }
        if let field = fieldColumns, field.upperBound > columns {
            result.fieldColumns = max(0, field.lowerBound - columns)..<(field.upperBound - columns)
        }
        result.partColumns = partColumns.map {
            max(0, $0.lowerBound - columns)..<max(0, $0.upperBound - columns)
        }
        return result
    }

    /// The line with `other` drawn over it from column `x`: what it covers is replaced, and a
    /// line shorter than `x` is extended with blank columns first.
    func overlaid(with other: Line, at x: Int, fill: Style) -> Line {
        var result = prefix(columns: x)
        if result.width < x { result.append(Line.padding(x - result.width, style: fill)) }
        if other.fieldColumns != nil { result.fieldColumns = nil }
        result.append(other)
        result.append(dropping(columns: x + other.width))
        // What is drawn over the line moves none of its stack's children.
        if !partColumns.isEmpty { result.partColumns = partColumns }
        return result
    }

    /// The line with another drawn over it from column `x` as a layer in front: the other's
    /// blank cells (spaces in `fill`'s style, which paint nothing) leave this line's cells
    /// showing, as the clear parts of a view in front do, and its text with no background of
    /// its own stands on the background of the cells beneath (a caption on a gradient).
    /// - Parameters:
    ///   - other: The line in front.
    ///   - x: The column it starts at.
    ///   - fill: The style of blank cells.
    /// - Returns: The line with the other's painted cells over it.
    func laidOver(with other: Line, at x: Int, fill: Style) -> Line {
        var result = self
        var column = x
        // The run of painted cells not yet drawn, and the column it starts at.
        var painted = Line()
        var start = x
        func drawPainted() {
            if painted.width > 0 { result = result.overlaid(with: painted, at: start, fill: fill) }
            painted = Line()
        }
        let seesThrough = spans.contains { $0.style.background != .default }
        for span in other.spans {
            if seesThrough, span.style.background == .default, !span.style.isReverse {
                // Each cell on the background beneath it, blanks in `fill`'s style left out.
                for character in span.text {
                    let width = DisplayWidth.of(character)
                    if character == " " && span.style == fill {
                        drawPainted()
                    } else {
                        if painted.width == 0 { start = column }
                        var style = span.style
                        style.background = background(atColumn: column)
                        painted.append(Span(text: String(character), style: style, width: width))
                    }
                    column += width
                }
                continue
            }
            guard span.style == fill, span.text.contains(" ") else {
                if painted.width == 0 { start = column }
                painted.append(span)
                column += span.width
                continue
            }
            for character in span.text {
                let width = DisplayWidth.of(character)
                if character == " " {
                    drawPainted()
                } else {
                    if painted.width == 0 { start = column }
                    painted.append(Span(text: String(character), style: span.style, width: width))
                }
                column += width
            }
        }
        drawPainted()
        return result
    }

    /// The background of the cell at a column: the terminal's past the line's end.
    func background(atColumn column: Int) -> Color {
        var start = 0
        for span in spans {
            if column < start + span.width { return span.style.background }
            start += span.width
        }
        return .default
    }

    /// The line as the last of text cut short of its end: the ellipsis after its text, within
    /// `width` columns (the text cut further to make room).
    /// - Parameters:
    ///   - width: The most columns.
    ///   - ellipsis: The ellipsis as the terminal shows it.
    func endingWithEllipsis(within width: Int, ellipsis: String) -> Line {
        let ellipsisWidth = DisplayWidth.of(ellipsis)
        var cut = trimmingTrailingSpaces()
        if cut.width + ellipsisWidth > width {
            cut = cut.truncated(to: max(0, width - ellipsisWidth), ellipsis: "")
        }
        cut.append(Span(text: ellipsis, style: spans.last?.style ?? .plain, width: ellipsisWidth))
        return cut
    }
}
