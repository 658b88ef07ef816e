/// What the edit keys can do to one row of a list: the delete and move actions of the `ForEach`
/// it belongs to, and where in that `ForEach` it is.
struct RowEditing {
    /// The row's offset in its `ForEach`.
    let offset: Int
    /// The number of elements of its `ForEach`.
    let count: Int
    /// The `ForEach`'s `onDelete` action, if it has one.
    let delete: (([Int]) -> Void)?
    /// The `ForEach`'s `onMove` action, if it has one.
    let move: (([Int], Int) -> Void)?
    /// Whether the list is being edited (its environment's edit mode), read when asked.
    let isEditing: () -> Bool

    /// Whether the delete key deletes the row now.
    var canDelete: Bool { delete != nil && isEditing() }

    /// Whether the move keys move the row now.
    var canMove: Bool { move != nil && count > 1 && isEditing() }

    /// Deletes the row.
    func deleteRow() {
        delete?([offset])
    }

    /// Moves the row one place up (`by: -1`) or down (`by: 1`), if there is room.
    func moveRow(by step: Int) {
        guard let move else { return }
        if step < 0, offset > 0 {
            move([offset], offset - 1)
        } else if step > 0, offset < count - 1 {
            move([offset], offset + 2)
        }
    }
}
