extension View {
    /// Whether a list shows a view of this type as rows of its own rather than as one row: a
    /// ``RowsView``, a view that holds one (``RowsWrapper``), or a view whose body is one (an
    /// `OutlineGroup`, whose body is a `ForEach`; an app's view whose body is a
    /// `DisclosureGroup`). Told from the types alone, nothing resolved.
    nonisolated static var isRows: Bool {
        if Self.self is any RowsView.Type { return true }
        if let wrapper = Self.self as? any RowsWrapper.Type { return wrapper.wrapsRows }
        // A built-in view (and `Never`) has no body to look into.
        if Body.self == Never.self { return false }
        return Body.isRows
    }
}

/// A view that shows another, or nothing: a list shows it as rows of their own when what it may
/// show is, as a `ForEach` of `if !items.isEmpty { Section { … } }` shows sections.
protocol RowsWrapper {
    /// Whether what the view may show is rows of their own.
    static var wrapsRows: Bool { get }
}

extension Optional: RowsWrapper where Wrapped: View {
    static var wrapsRows: Bool { Wrapped.isRows }
}

extension _ConditionalContent: RowsWrapper {
    static var wrapsRows: Bool { TrueContent.isRows || FalseContent.isRows }
}

extension Group: RowsWrapper where Content: View {
    static var wrapsRows: Bool { Content.isRows }
}
