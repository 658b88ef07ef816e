extension Image {
    /// Creates an image from the app's assets. A terminal cannot draw a picture, so the image
    /// is drawn blank: a blank line on its own, its frame's blank cells when framed.
    /// - Parameter name: The asset's name.
    public init(_ name: String) {
        content = .glyph(Glyph(unicode: "", ascii: ""))
    }

    /// Lets the image stretch to its frame: a glyph already takes its cells, so this is the
    /// image as it is.
    /// - Parameters:
    ///   - capInsets: The edges that do not stretch, ignored.
    ///   - resizingMode: How the image stretches, ignored.
    /// - Returns: The image.
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch)
        -> Image
    {
        self
    }

    /// Sets whether the image is drawn in its own colours or as a template in the foreground
    /// colour: a glyph is drawn in its view's foreground colour either way.
    /// - Parameter renderingMode: The mode, or `nil` for the default.
    /// - Returns: The image.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        self
    }

    /// How an image is drawn, as SwiftUI's `Image.TemplateRenderingMode`; a glyph is drawn in its
    /// view's foreground colour either way.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// In the foreground colour.
        case template
        /// In its own colours.
        case original
    }

    /// How an image stretches, as SwiftUI's `Image.ResizingMode`; ignored in a terminal.
    public enum ResizingMode: Hashable, Sendable {
        /// Tiled.
        case tile
        /// Stretched.
        case stretch
    }

    /// The scale of a symbol image, as SwiftUI's `Image.Scale`; ignored in a terminal.
    public enum Scale: Hashable, Sendable {
        /// Small.
        case small
        /// Medium.
        case medium
        /// Large.
        case large
    }
}
