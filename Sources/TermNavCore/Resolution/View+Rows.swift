extension View {
    /// Whether a list shows a view of this type as rows of its own rather than as one row: a
    /// ``RowsView``, or a view whose body is one (an `OutlineGroup`, whose body is a `ForEach`;
    /// an app's view whose body is a `DisclosureGroup`). Told from the types alone, nothing
    /// resolved.
    static var isRows: Bool {
        if Self.self is any RowsView.Type { return true }
        // A built-in view (and `Never`) has no body to look into.
        if Body.self == Never.self { return false }
        return Body.isRows
    }
}
