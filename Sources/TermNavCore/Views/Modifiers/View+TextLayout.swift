extension View {
    /// Lines up the lines of the text inside: against the left edge, centred or against the
    /// right edge of the widest.
    /// - Parameter alignment: The alignment.
    /// - Returns: The view.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        builtIn(.textAlignment(alignment))
    }
}
