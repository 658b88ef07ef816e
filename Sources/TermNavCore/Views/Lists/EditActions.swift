/// The edits a list lets the user make to a collection held by a binding, as SwiftUI's
/// `EditActions`: `ForEach($items, editActions: .all) { $item in … }`.
///
/// `.delete` removes a row as ``ForEach/onDelete(perform:)`` does, `.move` moves one as
/// ``ForEach/onMove(perform:)`` does, each straight in the collection.
public struct EditActions<Data>: OptionSet, Sendable {
    /// The actions, one bit each.
    public let rawValue: Int

    /// Creates a set of actions from their bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }
}

extension EditActions where Data: MutableCollection {
    /// Moving rows: in a list being edited, the move keys move the focused row.
    public static var move: Self { Self(rawValue: 1) }

    /// Every action the collection allows: moving.
    public static var all: Self { .move }
}

extension EditActions where Data: RangeReplaceableCollection {
    /// Deleting rows: in a list being edited, the delete key removes the focused row.
    public static var delete: Self { Self(rawValue: 2) }
}

extension EditActions where Data: MutableCollection & RangeReplaceableCollection {
    /// Every action: moving and deleting.
    public static var all: Self { [.move, .delete] }
}
