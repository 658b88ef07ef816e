/// A view whose row keeps out of the edit keys' reach (`.deleteDisabled(_:)`,
/// `.moveDisabled(_:)`): its `ForEach`'s delete or move action is not offered for it.
nonisolated struct EditingLimits<Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The view.
    let content: Content
    /// Whether the row cannot be deleted, when the modifier says.
    let deleteDisabled: Bool?
    /// Whether the row cannot be moved, when the modifier says.
    let moveDisabled: Bool?
}

/// The key of whether the rows here cannot be deleted.
struct DeleteDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

/// The key of whether the rows here cannot be moved.
struct MoveDisabledKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Keeps the row from being deleted: `d` and Delete pass over it while the list is being
    /// edited, and its actions (`a`) offer no Delete. On a `ForEach` or a `List`, every row
    /// inside.
    /// - Parameter isDisabled: Whether the row cannot be deleted; the innermost says.
    /// - Returns: The view.
    public func deleteDisabled(_ isDisabled: Bool) -> some View {
        EditingLimits(content: self, deleteDisabled: isDisabled, moveDisabled: nil)
    }

    /// Keeps the row from being moved: `K` and `J` pass over it while the list is being edited.
    /// On a `ForEach` or a `List`, every row inside.
    /// - Parameter isDisabled: Whether the row cannot be moved; the innermost says.
    /// - Returns: The view.
    public func moveDisabled(_ isDisabled: Bool) -> some View {
        EditingLimits(content: self, deleteDisabled: nil, moveDisabled: isDisabled)
    }
}
