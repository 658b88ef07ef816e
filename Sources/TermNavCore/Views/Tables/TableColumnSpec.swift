import Foundation

/// One column of a table, read from its ``TableColumnContent``: its label, how it draws a row,
/// its width and alignment, and what it sorts by.
struct TableColumnSpec<RowValue> {
    /// The column's title.
    var label: any View
    /// The view a row shows in the column.
    var cell: (RowValue) -> any View
    /// How wide the column is.
    var sizing: TableColumnSizing
    /// Where the title and the cells sit in the column.
    var alignment: TableColumnAlignment
    /// The column's sort comparator (of the table's `Sort` type), when the column sorts.
    var comparator: Any?
    /// Whether the column is drawn (`.defaultVisibility(.hidden)` leaves it out).
    var isShown = true

}

/// Reads the columns of column content.
enum TableColumns {
    /// The columns a column content is made of, in order: its own, or its body's.
    /// - Parameter content: The columns.
    /// - Returns: Each column.
    @MainActor
    static func specs<Content: TableColumnContent>(of content: Content) -> [TableColumnSpec<
        Content.TableRowValue
    >] {
        if let provider = content as? any TableColumnsProviding {
            return provider.anyTableColumnSpecs() as? [TableColumnSpec<Content.TableRowValue>] ?? []
        }
        if Content.TableColumnBody.self == Never.self { return [] }
        return specs(of: content.tableColumnBody) as? [TableColumnSpec<Content.TableRowValue>] ?? []
    }

    /// The columns of column content of any type, as an array of specs of its row type.
    /// - Parameter content: The columns.
    /// - Returns: Each column, as `[TableColumnSpec<Content.TableRowValue>]`.
    @MainActor
    static func anySpecs<Content: TableColumnContent>(of content: Content) -> Any {
        specs(of: content)
    }
}

/// How wide a table column is, in cells.
enum TableColumnSizing: Equatable {
    /// Always this wide (`.width(_:)`).
    case fixed(Int)
    /// Between a least and a most width, starting from an ideal one (`.width(min:ideal:max:)`);
    /// `nil` where the column did not say.
    case flexible(min: Int?, ideal: Int?, max: Int?)
}

/// Column content built into TermNav, which gives its columns directly.
@MainActor
protocol TableColumnsProviding {
    /// The type of the table's rows.
    associatedtype ProvidedRowValue
    /// The columns, in order.
    @MainActor func tableColumnSpecs() -> [TableColumnSpec<ProvidedRowValue>]
}

extension TableColumnsProviding {
    /// The columns, as a value of any type (an array of specs of the row type).
    func anyTableColumnSpecs() -> Any { tableColumnSpecs() }
}
