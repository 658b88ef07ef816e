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
