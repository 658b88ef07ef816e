import Foundation

/// Rows of values in columns, as SwiftUI's `Table`: a header line of the columns' titles in
/// bold, and a row per value scrolling under it as a `List`'s rows do.
///
/// ```swift
/// @State private var order = [KeyPathComparator(\File.name)]
///
/// Table(files, selection: $chosen, sortOrder: $order) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Kind", value: \.kind).width(96)
///     TableColumn("Size") { Text($0.size) }
/// }
/// .onChange(of: order) { _, order in files.sort(using: order) }
/// ```
///
/// The columns are laid out across the screen's width: fixed widths kept, the least widths given
/// first, then the ideal ones, and what is left shared among the columns that may grow; a cell's
/// text is cut with `…`. Columns that do not fit at their least width are left out from the right
/// (the first always shows). ↑ from the first row reaches the header: ← and → (Tab and Shift-Tab)
/// choose a column, Enter or `s` sorts by it (again, the other way), as a click on its title does;
/// the sorted column's title ends with `▲` or `▼` (`^`, `v` in ASCII). Rows take the focus, are
/// chosen with Enter as a `List(selection:)`'s are, and run the primary action of a
/// `.contextMenu(forSelectionType:menu:primaryAction:)` around the table.
nonisolated public struct Table<Value, Rows: TableRowContent, Columns: TableColumnContent>: View
where Value == Rows.TableRowValue, Rows.TableRowValue == Columns.TableRowValue {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The rows.
    let rows: Rows
    /// The columns.
    let columns: Columns
    /// The rows chosen, for a table made with `selection:`.
    let selection: TableSelection<Value.ID>?
    /// The order the rows are sorted in, for a table made with `sortOrder:`.
    let sorting: TableSorting?
}

/// A table's selection binding, whatever its kind: one optional identity, or a set.
struct TableSelection<ID: Hashable> {
    /// The selection as a list's rows choose it.
    let list: ListSelection
    /// The identities chosen.
    let chosen: () -> Set<ID>

    /// A selection of at most one row.
    init(_ binding: Binding<ID?>) {
        list = ListSelection(binding)
        chosen = { binding.wrappedValue.map { [$0] } ?? [] }
    }

    /// A selection of any number of rows.
    init(_ binding: Binding<Set<ID>>) {
        list = ListSelection(binding)
        chosen = { binding.wrappedValue }
    }
}

/// A table's sort order binding, whatever its comparator type: which column it sorts by and how
/// choosing a column changes it, as SwiftUI does.
struct TableSorting {
    /// The order the rows are sorted by a column's comparator in, when it is the first of the
    /// sort order; `nil` when the table is not sorted by that column.
    let direction: (_ comparator: Any) -> SortOrder?
    /// Sorts by a column's comparator: puts it first in the sort order, or reverses it when it
    /// is first already.
    let sort: (_ comparator: Any) -> Void

    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) {
        direction = { comparator in
            guard let column = comparator as? Sort, let first = binding.wrappedValue.first,
                Self.same(first, column)
            else { return nil }
            return first.order
        }
        sort = { comparator in
            guard let column = comparator as? Sort else { return }
            var order = binding.wrappedValue
            if let first = order.first, Self.same(first, column) {
                order[0].order = first.order == .forward ? .reverse : .forward
            } else {
                order.removeAll { Self.same($0, column) }
                order.insert(column, at: 0)
            }
            binding.wrappedValue = order
        }
    }

    /// Whether two comparators sort by the same column, whatever their order: key path
    /// comparators by the same key path, others when equal but for the order.
    private static func same<Sort: SortComparator>(_ one: Sort, _ other: Sort) -> Bool {
        if let one = one as? any KeyPathComparing, let other = other as? any KeyPathComparing {
            return one.comparedKeyPath == other.comparedKeyPath
        }
        var one = one
        var other = other
        one.order = .forward
        other.order = .forward
        return one == other
    }
}

/// A comparator of the values at a key path (`KeyPathComparator`), told by its key path.
protocol KeyPathComparing {
    /// The key path it compares the values at.
    var comparedKeyPath: AnyKeyPath { get }
}

extension KeyPathComparator: KeyPathComparing {
    var comparedKeyPath: AnyKeyPath { keyPath }
}
