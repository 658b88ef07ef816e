extension View {
    /// Sets how many lines this view's text may take. In a list row, text stays on one line, cut
    /// with `…`, unless this asks for more; elsewhere it wraps. `nil` wraps without a limit; a
    /// number wraps up to that many lines and cuts the last with `…`.
    /// - Parameter number: The most lines, or `nil` for no limit.
    /// - Returns: The view.
    public func lineLimit(_ number: Int?) -> some View {
        builtIn(.lineLimit(number.map { max(1, $0) }))
    }
}
