// Lists that select: Enter on a row chooses its tag (its `.tag(_:)`, its `NavigationLink`'s
// value, or its `ForEach` element's id), and a row chosen shows the checkmark when it has no
// accessory of its own. In a `NavigationSplitView`, choosing a row pushes the next column.

extension List {
    /// Creates a list that selects at most one row.
    /// - Parameters:
    ///   - selection: The chosen row's tag, or `nil`.
    ///   - content: The rows.
    public init<SelectionValue: Hashable>(
        selection: Binding<SelectionValue?>, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content(), selection: ListSelection(selection))
    }

    /// Creates a list that selects any number of rows: Enter chooses one row, or, while the list
    /// is being edited, adds it to the selection or takes it out.
    /// - Parameters:
    ///   - selection: The chosen rows' tags.
    ///   - content: The rows.
    public init<SelectionValue: Hashable>(
        selection: Binding<Set<SelectionValue>>, @ViewBuilder content: () -> Content
    ) {
        self.init(content: content(), selection: ListSelection(selection))
    }

    /// Creates a list with one row per element of a collection of identifiable elements, which
    /// selects at most one row.
    /// - Parameters:
    ///   - data: The collection.
    ///   - selection: The chosen row's tag (by default its element's id), or `nil`.
    ///   - rowContent: Builds one row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with one row per element of a collection of identifiable elements, which
    /// selects any number of rows.
    /// - Parameters:
    ///   - data: The collection.
    ///   - selection: The chosen rows' tags (by default their elements' ids).
    ///   - rowContent: Builds one row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with one row per element of a collection, identified by a key path, which
    /// selects at most one row.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - selection: The chosen row's tag (by default its element's identity), or `nil`.
    ///   - rowContent: Builds one row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with one row per element of a collection, identified by a key path, which
    /// selects any number of rows.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - selection: The chosen rows' tags (by default their elements' identities).
    ///   - rowContent: Builds one row.
    @_disfavoredOverload
    public init<Data: RandomAccessCollection, ID: Hashable, RowContent: View, SelectionValue: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == ForEach<Data, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with one row per integer of a range, which selects at most one row.
    /// - Parameters:
    ///   - data: The range.
    ///   - selection: The chosen row's tag (by default its integer), or `nil`.
    ///   - rowContent: Builds the row for one integer.
    public init<RowContent: View, SelectionValue: Hashable>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }

    /// Creates a list with one row per element of a collection held by a binding, each row given
    /// a binding to its element, which selects at most one row.
    /// - Parameters:
    ///   - data: The collection.
    ///   - selection: The chosen row's tag (by default its element's id), or `nil`.
    ///   - rowContent: Builds the row for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View, SelectionValue: Hashable>(
        _ data: Binding<C>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable
    {
        self.init(content: ForEach(data, content: rowContent), selection: ListSelection(selection))
    }
}
