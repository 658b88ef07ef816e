/// What a view tells the layout of its parent beyond the size it takes.
enum LayoutTrait {
    /// `.layoutPriority(_:)`: a stack offers its space to children of higher priority first.
    case priority(Double)
    /// `.fixedSize(horizontal:vertical:)`: the view takes its ideal size along these axes,
    /// whatever it is offered.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.offset(x:y:)`: drawn moved by these cells, its place in the layout unchanged.
    case offset(x: Int, y: Int)
    /// `.position(x:y:)`: the view's centre at this point, in points, of the space its parent
    /// offers, all of which it takes.
    case position(x: Double, y: Double)
    /// `.gridCellColumns(_:)`: the columns of a grid the cell spans.
    case gridCellColumns(Int)
    /// `.gridCellUnsizedAxes(_:)`: along these axes the cell asks for no room of its own and
    /// takes what its grid's other cells make.
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
}
