extension List {
    /// Creates a list with one row per integer of a range, as in `List(1..<5) { Text("Row \($0)") }`.
    /// - Parameters:
    ///   - data: The range.
    ///   - rowContent: Builds the row for one integer.
    public init<RowContent: View>(
        _ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent> {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// Creates a list with one row per element of a collection held by a binding, each row given
    /// a binding to its element, as in `List($items) { $item in … }`.
    /// - Parameters:
    ///   - data: The collection.
    ///   - rowContent: Builds the row for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection, RowContent: View>(
        _ data: Binding<C>, @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable
    {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// Creates a list with one row per element of a collection held by a binding, identified by a
    /// key path, each row given a binding to its element.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - rowContent: Builds the row for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection, ID: Hashable, RowContent: View>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent> {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
}

extension List {
    /// Creates a list with one row per element of a collection held by a binding, each row given
    /// a binding to its element, whose rows the user may delete or move in the collection, as
    /// in `List($items, editActions: .all) { $item in … }`.
    /// - Parameters:
    ///   - data: The collection.
    ///   - editActions: What the user may do to the rows: `.delete`, `.move` or `.all`.
    ///   - rowContent: Builds the row for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, RowContent: View>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, C.Element.ID, RowContent>,
        C.Element: Identifiable
    {
        self.init(content: ForEach(data, editActions: editActions, content: rowContent))
    }

    /// Creates a list with one row per element of a collection held by a binding, identified by a
    /// key path, whose rows the user may delete or move in the collection.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - editActions: What the user may do to the rows: `.delete`, `.move` or `.all`.
    ///   - rowContent: Builds the row for one element from a binding to it.
    public init<
        C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection, ID: Hashable,
        RowContent: View
    >(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder rowContent: @escaping (Binding<C.Element>) -> RowContent
    ) where Content == ForEach<LazyMapSequence<C.Indices, (C.Index, ID)>, ID, RowContent> {
        self.init(content: ForEach(data, id: id, editActions: editActions, content: rowContent))
    }
}
