extension View {
    /// The device a preview shows this view on; ignored, since TermNav never shows previews.
    /// - Parameter value: The device, or `nil` for the editor's choice.
    /// - Returns: This view, unchanged.
    public func previewDevice(_ value: PreviewDevice?) -> Self {
        self
    }

    /// How a preview lays this view out; ignored, since TermNav never shows previews.
    /// - Parameter value: The layout.
    /// - Returns: This view, unchanged.
    public func previewLayout(_ value: PreviewLayout) -> Self {
        self
    }

    /// The name a preview of this view is shown under; ignored, since TermNav never shows
    /// previews.
    /// - Parameter value: The name.
    /// - Returns: This view, unchanged.
    public func previewDisplayName(_ value: String?) -> Self {
        self
    }
}
