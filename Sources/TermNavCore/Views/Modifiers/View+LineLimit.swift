extension View {
    /// Sets how many lines this view's text may take. In a list row, text stays on one line, cut
    /// with `…`, unless this asks for more; elsewhere it wraps. `nil` wraps without a limit; a
    /// number wraps up to that many lines and cuts the last with `…`. A text field along the
    /// vertical axis, or a `TextEditor`, grows up to that many lines and then scrolls.
    /// - Parameter number: The most lines, or `nil` for no limit.
    /// - Returns: The view.
    public func lineLimit(_ number: Int?) -> some View {
        let most = number.map { max(1, $0) }
        return lineLimit(FieldLineLimit(least: 1, most: most), textLimit: most)
    }

    /// Sets the least and the most lines of the text fields along the vertical axis inside this
    /// view (and of its texts, the most): a field takes at least `limit.lowerBound` lines, empty
    /// lines below its text, grows with its text up to `limit.upperBound`, then scrolls.
    /// - Parameter limit: The least and the most lines.
    /// - Returns: The view.
    public func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        let least = max(1, limit.lowerBound)
        let most = max(least, limit.upperBound)
        return lineLimit(FieldLineLimit(least: least, most: most), textLimit: most)
    }

    /// Sets the least lines of the text fields along the vertical axis inside this view: a
    /// field takes at least that many, and grows with its text without a limit.
    /// - Parameter limit: The least lines.
    /// - Returns: The view.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(FieldLineLimit(least: max(1, limit.lowerBound), most: nil), textLimit: nil)
    }

    /// Sets the most lines of this view's text and of its text fields along the vertical axis.
    /// - Parameter limit: The most lines.
    /// - Returns: The view.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        let most = max(1, limit.upperBound)
        return lineLimit(FieldLineLimit(least: 1, most: most), textLimit: most)
    }

    /// Sets the most lines of this view's text; with `reservesSpace`, a text field along the
    /// vertical axis takes that many lines whatever its text.
    /// - Parameters:
    ///   - limit: The most lines.
    ///   - reservesSpace: Whether a field takes all of them even when its text needs fewer.
    /// - Returns: The view.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        let most = max(1, limit)
        return lineLimit(FieldLineLimit(least: reservesSpace ? most : 1, most: most), textLimit: most)
    }

    /// Sets the limit for fields, through the environment, and for text, around the view.
    private func lineLimit(_ fields: FieldLineLimit, textLimit: Int?) -> some View {
        builtIn(.lineLimit(textLimit)).builtIn(.environment { $0[FieldLineLimitKey.self] = fields })
    }
}

/// The lines a text field along the vertical axis (or a `TextEditor`) takes: at least `least`,
/// growing with its text up to `most` (`nil` for as many as the screen shows).
struct FieldLineLimit: Equatable, Sendable {
    /// The least lines.
    var least: Int
    /// The most lines, or `nil` for as many as the screen shows.
    var most: Int?
}

/// The environment key of the line limit of fields of several lines.
struct FieldLineLimitKey: EnvironmentKey {
    static let defaultValue = FieldLineLimit(least: 1, most: nil)
}
