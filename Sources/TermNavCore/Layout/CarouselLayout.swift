/// A horizontal scroll view standing as a row of the screen, laid out at its content's ideal
/// width, and the columns each of its items takes there.
struct CarouselLayout {
    /// The items.
    let items: CarouselItems
    /// The content's lines, at its ideal width.
    let lines: [Line]
    /// The columns of each item, by its index among ``items``.
    let columns: [Range<Int>]

    /// The content's width.
    var width: Int { lines.reduce(0) { max($0, $1.width) } }

    /// Lays a carousel's content out.
    /// - Parameters:
    ///   - content: The scroll view's content.
    ///   - layout: The line layout.
    init(content: Node, layout: LineLayout) {
        items = CarouselItems(content: content)
        let box = BoxLayout(lines: layout, wrap: true)
        let ideal = box.size(of: content, proposal: .unspecified)
        let laid = layout.lines(content, width: ideal.width, wrap: true)
        lines = laid.isEmpty ? [Line()] : laid
        var x = 0
        var columns: [Range<Int>] = []
        for node in items.nodes {
            let width = box.size(of: node, proposal: .unspecified, in: .horizontal).width
            columns.append(x..<x + width)
            x += width + (width > 0 ? items.spacing : 0)
        }
        self.columns = columns
    }
}
