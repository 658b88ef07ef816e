extension View {
    /// Draws a view over this one, placed by an alignment within this view's cells. A colour or
    /// shape laid over draws nothing (a terminal cell cannot show one colour through another),
    /// so a stroked outline or a tint is left out and the text beneath stays readable.
    /// - Parameters:
    ///   - overlay: The view drawn over.
    ///   - alignment: Where it goes; centred by default.
    /// - Returns: The view.
    public func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        builtIn(.overlay(overlay, alignment))
    }

    /// Draws views over this one, placed by an alignment within this view's cells:
    /// `.overlay(alignment: .topTrailing) { Text("New") }`.
    /// - Parameters:
    ///   - alignment: Where they go; centred by default.
    ///   - content: The views drawn over.
    /// - Returns: The view.
    public func overlay<Overlay: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> Overlay
    ) -> some View {
        builtIn(.overlay(content(), alignment))
    }
}
