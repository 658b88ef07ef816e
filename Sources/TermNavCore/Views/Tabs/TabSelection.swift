/// A tab view's selection, read and written as the selected tab's key.
nonisolated struct TabSelection {
    /// The selected tab's key, or `nil` before any was chosen.
    let get: () -> AnyHashable?
    /// Chooses the tab with this key.
    let set: (AnyHashable) -> Void
}
