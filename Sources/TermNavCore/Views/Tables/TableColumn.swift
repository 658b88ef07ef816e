import Foundation

/// A column of a ``Table``, as SwiftUI's `TableColumn`: a title on the table's header line and a
/// view for each row, cut with `…` to the column's width.
///
/// ```swift
/// Table(files, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Size", value: \.size) { Text($0.size, format: .byteCount(style: .file)) }
///         .width(80)
/// }
/// ```
///
/// A column made with a key path (`value:`) or a comparator (`sortUsing:`) sorts: choosing its
/// title writes the table's `sortOrder`. Widths are in points, a column of cells per 8.
nonisolated public struct TableColumn<
    RowValue: Identifiable, Sort: SortComparator, Content: View, Label: View
>:
    TableColumnContent
{
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator the column sorts by (`Never` when it does not sort).
    public typealias TableColumnSortComparator = Sort
    /// Built into TermNav: no body.
    public typealias TableColumnBody = Never

    /// The title.
    let label: Label
    /// The view for a row.
    let content: (RowValue) -> Content
    /// What the column sorts by, when it sorts.
    let comparator: Sort?
    /// How wide it is.
    var sizing = TableColumnSizing.flexible(min: nil, ideal: nil, max: nil)
    /// Where its title and cells sit.
    var columnAlignment = TableColumnAlignment.automatic

    /// Creates a column from its parts.
    init(label: Label, comparator: Sort?, content: @escaping (RowValue) -> Content) {
        self.label = label
        self.comparator = comparator
        self.content = content
    }

    /// Gives the column a fixed width, as SwiftUI's `width(_:)`.
    /// - Parameter width: The width in points (a cell per 8); `nil` leaves the sizing as it is.
    /// - Returns: The column.
    public func width(_ width: CGFloat? = nil) -> TableColumn {
        guard let width else { return self }
        var column = self
        column.sizing = .fixed(max(1, PointScale.columns(Double(width))))
        return column
    }

    /// Gives the column bounds on its width, as SwiftUI's `width(min:ideal:max:)`: the table
    /// gives each column its least width, then its ideal, then shares what is left among the
    /// columns that may grow.
    /// - Parameters:
    ///   - min: The least width in points, if any.
    ///   - ideal: The width the column starts at, in points, if any.
    ///   - max: The most width in points, if any (`.infinity` for none).
    /// - Returns: The column.
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var column = self
        column.sizing = .flexible(
            min: min.map { PointScale.columns(Double($0)) },
            ideal: ideal.map { PointScale.columns(Double($0)) },
            max: max.map { PointScale.columns(Double($0)) })
        return column
    }

    /// Leaves the column's width as it is (SwiftUI's older form).
    /// - Returns: The column.
    @available(*, deprecated, message: "Use width(_:) or width(min:ideal:max:)")
    public func width() -> TableColumn { self }

    /// Sets where the column's title and cells sit, as SwiftUI's `alignment(_:)`.
    /// - Parameter alignment: The alignment; `.numeric` is trailing.
    /// - Returns: The column.
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var column = self
        column.columnAlignment = alignment
        return column
    }
}

extension TableColumn: TableColumnsProviding {
    @MainActor func tableColumnSpecs() -> [TableColumnSpec<RowValue>] {
        let content = content
        return [
            TableColumnSpec(
                label: label, cell: { content($0) }, sizing: sizing, alignment: columnAlignment,
                comparator: comparator)
        ]
    }
}

/// Where a table column's title and cells sit, as SwiftUI's `TableColumnAlignment`.
public struct TableColumnAlignment: Hashable, Sendable {
    /// The alignment across the column.
    let horizontal: HorizontalAlignment

    /// The default: leading.
    public static let automatic = TableColumnAlignment(horizontal: .leading)
    /// At the leading edge.
    public static let leading = TableColumnAlignment(horizontal: .leading)
    /// In the middle.
    public static let center = TableColumnAlignment(horizontal: .center)
    /// At the trailing edge.
    public static let trailing = TableColumnAlignment(horizontal: .trailing)
    /// For numbers: at the trailing edge, digits lining up.
    public static let numeric = TableColumnAlignment(horizontal: .trailing)
}
