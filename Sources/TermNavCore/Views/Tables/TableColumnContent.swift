import Foundation

/// Columns of a ``Table``, as SwiftUI's `TableColumnContent`: a ``TableColumn``, several built by
/// ``TableColumnBuilder``, or a type of your own whose `tableColumnBody` is made of them.
///
/// ```swift
/// @TableColumnBuilder<Person, KeyPathComparator<Person>>
/// private var nameColumns: some TableColumnContent<Person, KeyPathComparator<Person>> {
///     TableColumn("First Name", value: \.firstName)
///     TableColumn("Last Name", value: \.lastName)
/// }
/// ```
@MainActor @preconcurrency
public protocol TableColumnContent<TableRowValue, TableColumnSortComparator> {
    /// The type of the table's rows.
    associatedtype TableRowValue: Identifiable = TableColumnBody.TableRowValue
    /// The comparator the columns sort by (`Never` for columns that do not sort).
    associatedtype TableColumnSortComparator: SortComparator = TableColumnBody.TableColumnSortComparator
    /// The columns this content is made of.
    associatedtype TableColumnBody: TableColumnContent

    /// The columns this content is made of.
    @TableColumnBuilder<TableRowValue, TableColumnSortComparator>
    var tableColumnBody: TableColumnBody { get }
}

extension TableColumnContent where TableColumnBody == Never {
    /// Columns built into TermNav have no body; the table reads them itself.
    public var tableColumnBody: Never {
        fatalError("\(Self.self) is built into TermNav and has no table column body")
    }
}

extension TableColumnContent {
    /// Sets whether the columns show at first, as SwiftUI's `defaultVisibility(_:)`: a column
    /// that is `.hidden` is not drawn (a terminal table has no menu to show it again).
    /// - Parameter visibility: `.hidden` to leave the columns out.
    /// - Returns: The columns.
    public func defaultVisibility(_ visibility: Visibility) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        ModifiedTableColumns(base: self) { spec in
            if visibility == .hidden { spec.isShown = false }
        }
    }

    /// Names the columns for a `TableColumnCustomization`; a terminal table keeps no
    /// customization, so the name changes nothing.
    /// - Parameter id: The name.
    /// - Returns: The columns.
    public func customizationID(_ id: String) -> some TableColumnContent<
        TableRowValue, TableColumnSortComparator
    > {
        ModifiedTableColumns(base: self) { _ in }
    }
}

/// Columns with a change applied to each (``TableColumnContent/defaultVisibility(_:)``).
nonisolated struct ModifiedTableColumns<Base: TableColumnContent>: TableColumnContent, TableColumnsProviding {
    typealias TableRowValue = Base.TableRowValue
    typealias TableColumnSortComparator = Base.TableColumnSortComparator
    typealias TableColumnBody = Never

    let base: Base
    let change: (inout TableColumnSpec<Base.TableRowValue>) -> Void

    @MainActor func tableColumnSpecs() -> [TableColumnSpec<Base.TableRowValue>] {
        TableColumns.specs(of: base).map { spec in
            var spec = spec
            change(&spec)
            return spec
        }
    }
}
