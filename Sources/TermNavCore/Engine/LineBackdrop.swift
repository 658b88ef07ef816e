/// The colours behind the cells of one line of a frame, from the screen's backdrop
/// (``ScreenBackdrop``): what a cell without a background of its own is drawn on.
enum LineBackdrop: Equatable {
    /// One colour behind every cell.
    case color(Color)
    /// A colour a column, from the first.
    case cells([Color])

    /// The colour behind a column.
    /// - Parameter x: The column.
    /// - Returns: The colour; the terminal's own past the line's end.
    func color(at x: Int) -> Color {
        switch self {
        case .color(let color): return color
        case .cells(let colors): return colors.indices.contains(x) ? colors[x] : .default
        }
    }
}

extension ScreenBackdrop {
    /// The backdrop of each line of a terminal of a size, top first.
    /// - Parameter size: The terminal's size.
    /// - Returns: A backdrop a line.
    func lines(size: Size) -> [LineBackdrop] {
        let width = max(0, size.width)
        let height = max(0, size.height)
        switch fill {
        case .color(let color):
            return Array(repeating: .color(color), count: height)
        case .gradient:
            return (0..<height).map { y in
                .cells((0..<width).map { color(x: $0, y: y, width: width, height: height) })
            }
        }
    }
}
