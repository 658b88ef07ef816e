import Foundation

// The initializers SwiftUI declares for `Table`: from a collection, or from rows written out
// (`of:`), each with or without a selection and a sort order.

extension Table {
    /// Creates a table, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table that sorts, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil,
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that sorts, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: nil,
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses a row, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection),
            sorting: nil)
    }

    /// Creates a table that chooses a row and sorts, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses a row and sorts, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses rows, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - selection: The chosen rows' identities.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection),
            sorting: nil)
    }

    /// Creates a table that chooses rows and sorts, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - selection: The chosen rows' identities.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection, Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value, Sort.Compared == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses rows and sorts, with a row per element of a collection.
    /// - Parameters:
    ///   - data: The elements, each a row.
    ///   - selection: The chosen rows' identities.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    public init<Data: RandomAccessCollection>(
        _ data: Data, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns
    ) where Rows == TableForEachContent<Data>, Data.Element == Value {
        self.init(
            rows: TableForEachContent(data: data), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }
}

extension Table {
    /// Creates a table, with the rows written out.
    /// - Parameters:
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table that sorts, with the rows written out.
    /// - Parameters:
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init<Sort: SortComparator>(
        sortOrder: Binding<[Sort]>, @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a table that sorts, with the rows written out.
    /// - Parameters:
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses a row, with the rows written out.
    /// - Parameters:
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        selection: Binding<Value.ID?>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection), sorting: nil)
    }

    /// Creates a table that chooses a row and sorts, with the rows written out.
    /// - Parameters:
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init<Sort: SortComparator>(
        selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses a row and sorts, with the rows written out.
    /// - Parameters:
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        selection: Binding<Value.ID?>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses rows, with the rows written out.
    /// - Parameters:
    ///   - selection: The chosen rows' identities.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        selection: Binding<Set<Value.ID>>, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection), sorting: nil)
    }

    /// Creates a table that chooses rows and sorts, with the rows written out.
    /// - Parameters:
    ///   - selection: The chosen rows' identities.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init<Sort: SortComparator>(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses rows and sorts, with the rows written out.
    /// - Parameters:
    ///   - selection: The chosen rows' identities.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        selection: Binding<Set<Value.ID>>, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        of valueType: Value.Type, @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: nil)
    }

    /// Creates a table that sorts, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a table that sorts, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        of valueType: Value.Type, sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: nil, sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses a row, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection), sorting: nil)
    }

    /// Creates a table that chooses a row and sorts, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Value.ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses a row and sorts, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - selection: The chosen row's identity, or `nil`.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        of valueType: Value.Type, selection: Binding<Value.ID?>,
        sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses rows, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - selection: The chosen rows' identities.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        @TableColumnBuilder<Value, Never> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(rows: rows(), columns: columns(), selection: TableSelection(selection), sorting: nil)
    }

    /// Creates a table that chooses rows and sorts, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - selection: The chosen rows' identities.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init<Sort: SortComparator>(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Value, Sort> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) where Sort.Compared == Value {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }

    /// Creates a table that chooses rows and sorts, with the rows written out.
    /// - Parameters:
    ///   - valueType: The type of the values the rows show.
    ///   - selection: The chosen rows' identities.
    ///   - sortOrder: The comparators the rows are sorted by, first first: choosing a column's title writes it.
    ///   - columns: The columns.
    ///   - rows: The rows: `TableRow`s and `ForEach`es of them.
    public init(
        of valueType: Value.Type, selection: Binding<Set<Value.ID>>,
        sortOrder: Binding<[KeyPathComparator<Value>]>,
        @TableColumnBuilder<Value, KeyPathComparator<Value>> columns: () -> Columns,
        @TableRowBuilder<Value> rows: () -> Rows
    ) {
        self.init(
            rows: rows(), columns: columns(), selection: TableSelection(selection),
            sorting: TableSorting(sortOrder))
    }
}
