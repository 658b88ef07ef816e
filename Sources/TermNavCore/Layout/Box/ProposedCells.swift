/// The size a parent offers a child, in cells, as SwiftUI's `ProposedViewSize` offers points:
/// `nil` along an axis asks for the child's ideal size there, and ``unbounded`` offers all the
/// child could want.
struct ProposedCells: Equatable {
    /// The columns offered, or `nil` for the child's ideal width.
    var width: Int?
    /// The lines offered, or `nil` for the child's ideal height.
    var height: Int?

    /// No size offered along either axis: the child answers its ideal size.
    static let unspecified = ProposedCells(width: nil, height: nil)
    /// As many cells as any child could take.
    static let unbounded = PointScale.largest

    /// What is offered along an axis.
    func along(_ axis: StackNode.Axis) -> Int? {
        axis == .horizontal ? width : height
    }

    /// A proposal of `along` cells along an axis and `across` across it.
    init(along axis: StackNode.Axis, _ along: Int?, across: Int?) {
        width = axis == .horizontal ? along : across
        height = axis == .horizontal ? across : along
    }

    /// A proposal of a width and a height.
    init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// Exactly a size.
    init(_ size: CellSize) {
        width = size.width
        height = size.height
    }
}

/// A size in cells: columns across, lines down.
struct CellSize: Equatable {
    /// Columns.
    var width: Int
    /// Lines.
    var height: Int

    /// No cells at all.
    static let zero = CellSize(width: 0, height: 0)

    /// The size along an axis.
    func along(_ axis: StackNode.Axis) -> Int {
        axis == .horizontal ? width : height
    }

    /// The size across an axis.
    func across(_ axis: StackNode.Axis) -> Int {
        axis == .horizontal ? height : width
    }

    /// A size of `along` cells along an axis and `across` across it.
    init(along axis: StackNode.Axis, _ along: Int, across: Int) {
        width = axis == .horizontal ? along : across
        height = axis == .horizontal ? across : along
    }

    /// A size of a width and a height.
    init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }
}

extension StackNode.Axis {
    /// The other axis.
    var crossing: StackNode.Axis {
        self == .horizontal ? .vertical : .horizontal
    }
}
