/// A gradient laid over a node's cells, each cell taking the colour at its place in the block
/// of lines the node takes: as the colour of its text (`.foregroundStyle(.linearGradient(…))`)
/// or as its background (a gradient view, `.background(gradient)`, a shape filled with one).
struct CellPaint {
    /// What the gradient colours.
    enum Target {
        /// The text: each character takes the colour at its place.
        case foreground
        /// The cells' background.
        case background
    }

    /// The gradient.
    var gradient: GradientPaint
    /// The terminal's background, for a colour whose value depends on it.
    var scheme: ColorScheme
    /// What it colours.
    var target: Target
    /// Which of the parts the gradient's view was opened up into (a vertical stack of the
    /// screen's content, each child a row of its own) this node is, from 0, of how many: each
    /// part takes its band of the gradient down the whole, as if the parts were as tall as it.
    var part = 0
    /// The number of parts; 1 for a node that is the gradient's whole view.
    var partCount = 1
    /// The runs it colours of the text it is laid over, across the cells they take (a gradient
    /// set on one part of `Text + Text`); `nil` for every cell of the node.
    var runs: Range<Int>? = nil

    /// This gradient for one of the parts its view was opened up into.
    /// - Parameters:
    ///   - index: The part, from 0.
    ///   - count: The number of parts.
    /// - Returns: The gradient for that part.
    func forPart(_ index: Int, of count: Int) -> CellPaint {
        var paint = self
        paint.part = part * count + index
        paint.partCount = partCount * count
        return paint
    }

    /// The colour of a cell of a block of lines.
    /// - Parameters:
    ///   - column: The cell's column, from 0.
    ///   - line: The cell's line, from 0.
    ///   - width: The block's columns.
    ///   - height: The block's lines.
    /// - Returns: The colour.
    func color(column: Int, line: Int, width: Int, height: Int) -> Color {
        gradient.color(
            column: column, line: part * height + line, width: width, height: partCount * height,
            scheme: scheme)
    }
}
