import Foundation

/// Builds a ``Table``'s columns from the ``TableColumn``s written one after another, as
/// SwiftUI's `TableColumnBuilder` does: `if`, `if`/`else` and `if #available` included. In a
/// table that sorts, a column that does not sort (`Sort == Never`) stands beside those that do.
@resultBuilder
public struct TableColumnBuilder<RowValue: Identifiable, Sort: SortComparator> {
    /// Takes a column that sorts as the table does (or, in a table that does not sort, does not).
    /// - Parameter column: The column.
    /// - Returns: The column.
    public static func buildExpression<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Takes a column that does not sort into a table that does.
    /// - Parameter column: The column.
    /// - Returns: The column, as one of the table's comparator type that never sorts.
    @_disfavoredOverload
    public static func buildExpression<Column: TableColumnContent>(_ column: Column)
        -> TupleTableColumnContent<
            RowValue, Sort, Column
        > where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Never
    {
        TupleTableColumnContent(value: column, parts: [column])
    }

    /// Takes one column.
    /// - Parameter column: The column.
    /// - Returns: The column.
    public static func buildBlock<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }

    /// Takes 2 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent>(_ c0: C0, _ c1: C1)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (c0, c1), parts: [c0, c1])
    }

    /// Takes 3 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent>(
        _ c0: C0, _ c1: C1, _ c2: C2
    )
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (c0, c1, c2), parts: [c0, c1, c2])
    }

    /// Takes 4 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3), parts: [c0, c1, c2, c3])
    }

    /// Takes 5 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4), parts: [c0, c1, c2, c3, c4])
    }

    /// Takes 6 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5), parts: [c0, c1, c2, c3, c4, c5])
    }

    /// Takes 7 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (c0, c1, c2, c3, c4, c5, c6), parts: [c0, c1, c2, c3, c4, c5, c6])
    }

    /// Takes 8 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
        C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7), parts: [c0, c1, c2, c3, c4, c5, c6, c7])
    }

    /// Takes 9 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
        C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
        C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8])
    }

    /// Takes 10 columns, in order.
    /// - Returns: The columns together.
    public static func buildBlock<
        C0: TableColumnContent, C1: TableColumnContent, C2: TableColumnContent, C3: TableColumnContent,
        C4: TableColumnContent, C5: TableColumnContent, C6: TableColumnContent, C7: TableColumnContent,
        C8: TableColumnContent, C9: TableColumnContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> TupleTableColumnContent<RowValue, Sort, (C0, C1, C2, C3, C4, C5, C6, C7, C8, C9)>
    where
        C0.TableRowValue == RowValue, C0.TableColumnSortComparator == Sort,
        C1.TableRowValue == RowValue, C1.TableColumnSortComparator == Sort,
        C2.TableRowValue == RowValue, C2.TableColumnSortComparator == Sort,
        C3.TableRowValue == RowValue, C3.TableColumnSortComparator == Sort,
        C4.TableRowValue == RowValue, C4.TableColumnSortComparator == Sort,
        C5.TableRowValue == RowValue, C5.TableColumnSortComparator == Sort,
        C6.TableRowValue == RowValue, C6.TableColumnSortComparator == Sort,
        C7.TableRowValue == RowValue, C7.TableColumnSortComparator == Sort,
        C8.TableRowValue == RowValue, C8.TableColumnSortComparator == Sort,
        C9.TableRowValue == RowValue, C9.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(
            value: (c0, c1, c2, c3, c4, c5, c6, c7, c8, c9), parts: [c0, c1, c2, c3, c4, c5, c6, c7, c8, c9])
    }

    /// Takes the columns of an `if` without `else`, when the condition holds.
    /// - Parameter column: The columns, or `nil`.
    /// - Returns: The columns, or none.
    public static func buildOptional<Column: TableColumnContent>(_ column: Column?)
        -> TupleTableColumnContent<
            RowValue, Sort, Column?
        > where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: column, parts: column.map { [$0] } ?? [])
    }

    /// Takes the columns of an `if`'s first branch.
    /// - Parameter first: The columns.
    /// - Returns: The columns.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(first: First)
        -> TupleTableColumnContent<RowValue, Sort, (First?, Second?)>
    where
        First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort,
        Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (first, nil), parts: [first])
    }

    /// Takes the columns of an `if`'s `else` branch.
    /// - Parameter second: The columns.
    /// - Returns: The columns.
    public static func buildEither<First: TableColumnContent, Second: TableColumnContent>(second: Second)
        -> TupleTableColumnContent<RowValue, Sort, (First?, Second?)>
    where
        First.TableRowValue == RowValue, First.TableColumnSortComparator == Sort,
        Second.TableRowValue == RowValue, Second.TableColumnSortComparator == Sort
    {
        TupleTableColumnContent(value: (nil, second), parts: [second])
    }

    /// Takes the columns of an `if #available`.
    /// - Parameter column: The columns.
    /// - Returns: The columns.
    public static func buildLimitedAvailability<Column: TableColumnContent>(_ column: Column) -> Column
    where Column.TableRowValue == RowValue, Column.TableColumnSortComparator == Sort {
        column
    }
}

/// Several columns of a table, as ``TableColumnBuilder`` builds them.
nonisolated public struct TupleTableColumnContent<RowValue: Identifiable, Sort: SortComparator, T>:
    TableColumnContent
{
    /// The type of the table's rows.
    public typealias TableRowValue = RowValue
    /// The comparator the columns sort by.
    public typealias TableColumnSortComparator = Sort
    /// Built into TermNav: no body.
    public typealias TableColumnBody = Never

    /// The columns, as written.
    public let value: T
    /// The same columns, in order, for reading one by one.
    let parts: [any TableColumnContent]
}

extension TupleTableColumnContent: TableColumnsProviding {
    @MainActor func tableColumnSpecs() -> [TableColumnSpec<RowValue>] {
        parts.flatMap { TableColumns.anySpecs(of: $0) as? [TableColumnSpec<RowValue>] ?? [] }
    }
}
