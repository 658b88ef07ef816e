import Foundation

// SwiftUI hands `.onDelete` and `.onMove` the offsets as Foundation's `IndexSet`, and so does
// TermNav: `func delete(at offsets: IndexSet)` and a closure that names no type both fit.

extension ForEach {
    /// Lets the user delete this `ForEach`'s rows: in a list being edited (see ``EditMode``), the
    /// delete key removes the focused row by calling `action` with its offset, and the row's
    /// actions key offers Delete.
    ///
    /// ```swift
    /// ForEach(items) { item in Text(item.name) }
    ///     .onDelete { offsets in items.remove(atOffsets: offsets) }
    /// ```
    /// - Parameter action: Deletes the elements at the offsets given; `nil` lets no row be
    ///   deleted.
    /// - Returns: The `ForEach`.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> ForEach {
        var copy = self
        copy.deleteAction = action.map { action in { offsets in action(IndexSet(offsets)) } }
        return copy
    }

    /// Lets the user move this `ForEach`'s rows: in a list being edited, the move keys call
    /// `action` with the focused row's offset and the offset it goes before, and the focus
    /// follows the row.
    ///
    /// ```swift
    /// ForEach(items) { item in Text(item.name) }
    ///     .onMove { items.move(fromOffsets: $0, toOffset: $1) }
    /// ```
    /// - Parameter action: Moves the elements at the offsets given to just before the element at
    ///   the destination offset (`items.move(fromOffsets:toOffset:)`); `nil` lets no row move.
    /// - Returns: The `ForEach`.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> ForEach {
        var copy = self
        copy.moveAction = action.map { action in
            { offsets, destination in action(IndexSet(offsets), destination) }
        }
        return copy
    }
}

extension ForEach {
    /// Creates views for the elements of a collection held by a binding, each given a binding to
    /// its element, and lets the user delete or move them in the collection itself, as
    /// `.onDelete` and `.onMove` would with `remove(atOffsets:)` and `move(fromOffsets:toOffset:)`.
    ///
    /// ```swift
    /// List {
    ///     ForEach($items, editActions: .all) { $item in Text(item.name) }
    /// }
    /// ```
    /// - Parameters:
    ///   - data: The collection.
    ///   - editActions: What the user may do to the rows: `.delete`, `.move` or `.all`.
    ///   - content: Builds the view for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, ID == C.Element.ID,
        C.Element: Identifiable
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// Creates views for the elements of a collection held by a binding, identified by a key
    /// path, each given a binding to its element, and lets the user delete or move them in the
    /// collection itself.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - editActions: What the user may do to the rows: `.delete`, `.move` or `.all`.
    ///   - content: Builds the view for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection & RangeReplaceableCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)> {
        self.init(data, id: id, content: content)
        if editActions.contains(.delete) {
            deleteAction = { offsets in data.wrappedValue.remove(atOffsets: IndexSet(offsets)) }
        }
        if editActions.contains(.move) {
            moveAction = { offsets, destination in
                data.wrappedValue.move(fromOffsets: IndexSet(offsets), toOffset: destination)
            }
        }
    }
}
