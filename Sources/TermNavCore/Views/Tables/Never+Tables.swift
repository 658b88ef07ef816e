import Foundation

// `Never` is the comparator of a column that does not sort (Foundation makes it a
// `SortComparator`), and the body of the column and row types built into TermNav.

extension Never: TableColumnContent {
    /// No rows.
    public typealias TableRowValue = Never
    /// No comparator.
    public typealias TableColumnSortComparator = Never
    /// No body.
    public typealias TableColumnBody = Never
}

extension Never: TableRowContent {
    /// No body.
    public typealias TableRowBody = Never
}
