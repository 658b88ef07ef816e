// SwiftUI hands `.onDelete` and `.onMove` the offsets as a Foundation `IndexSet`. TermNav loads
// no Foundation, so each takes its offsets in either of two ways: as the set type the action
// names, when that is a `SetAlgebra` of `Int` (an `IndexSet` in a file that imports Foundation,
// `func delete(at offsets: IndexSet)`), or as a `Set<Int>` when the action names none (a closure,
// `{ offsets in items.remove(atOffsets: offsets) }`). The concrete overload wins wherever both
// fit, so a closure is never ambiguous.

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
    public func onDelete(perform action: ((Set<Int>) -> Void)?) -> ForEach {
        onDelete(offsets: action)
    }

    /// Lets the user delete this `ForEach`'s rows, as the `onDelete(perform:)` that takes a
    /// `Set<Int>`, handing the offsets over as the set type `action` takes: SwiftUI's `IndexSet`,
    /// in a file that imports Foundation.
    ///
    /// ```swift
    /// import Foundation
    ///
    /// func delete(at offsets: IndexSet) { items.remove(atOffsets: offsets) }
    /// // …
    /// ForEach(items) { item in Text(item.name) }.onDelete(perform: delete)
    /// ```
    /// - Parameter action: Deletes the elements at the offsets given; `nil` lets no row be
    ///   deleted.
    /// - Returns: The `ForEach`.
    public func onDelete<Offsets: SetAlgebra>(perform action: ((Offsets) -> Void)?) -> ForEach
    where Offsets.Element == Int {
        onDelete(offsets: action)
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
    public func onMove(perform action: ((Set<Int>, Int) -> Void)?) -> ForEach {
        onMove(offsets: action)
    }

    /// Lets the user move this `ForEach`'s rows, as the `onMove(perform:)` that takes a
    /// `Set<Int>`, handing the offsets over as the set type `action` takes: SwiftUI's `IndexSet`,
    /// in a file that imports Foundation.
    /// - Parameter action: Moves the elements at the offsets given to just before the element at
    ///   the destination offset; `nil` lets no row move.
    /// - Returns: The `ForEach`.
    public func onMove<Offsets: SetAlgebra>(perform action: ((Offsets, Int) -> Void)?) -> ForEach
    where Offsets.Element == Int {
        onMove(offsets: action)
    }

    private func onDelete<Offsets: SetAlgebra>(offsets action: ((Offsets) -> Void)?) -> ForEach
    where Offsets.Element == Int {
        var copy = self
        copy.deleteAction = action.map { action in { offsets in action(Offsets(offsets)) } }
        return copy
    }

    private func onMove<Offsets: SetAlgebra>(offsets action: ((Offsets, Int) -> Void)?) -> ForEach
    where Offsets.Element == Int {
        var copy = self
        copy.moveAction = action.map { action in
            { offsets, destination in action(Offsets(offsets), destination) }
        }
        return copy
    }
}
