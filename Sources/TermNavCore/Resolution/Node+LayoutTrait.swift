extension Node {
    /// The priority the node asks for in a stack: its outermost `.layoutPriority(_:)`, 0 without.
    var layoutPriority: Double {
        switch self {
        case .modified(_, .layout(.priority(let priority))):
            return priority
        case .modified(let inner, .layout), .modified(let inner, .style), .modified(let inner, .keyPress),
            .modified(let inner, .accessory), .modified(let inner, .rowTrait):
            return inner.layoutPriority
        default:
            return 0
        }
    }

    /// The columns of a grid the node spans: its `.gridCellColumns(_:)`, 1 without.
    var gridCellColumns: Int {
        switch self {
        case .modified(_, .layout(.gridCellColumns(let columns))):
            return max(1, columns)
        case .modified(let inner, .layout), .modified(let inner, .style), .modified(let inner, .keyPress),
            .modified(let inner, .accessory), .modified(let inner, .rowTrait):
            return inner.gridCellColumns
        default:
            return 1
        }
    }
}
