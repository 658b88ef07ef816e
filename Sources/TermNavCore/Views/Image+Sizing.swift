extension Image {
    /// Creates an image from the app's assets. A terminal cannot draw a picture, so the image
    /// is drawn blank: a blank line on its own, its frame's blank cells when framed.
    /// - Parameter name: The asset's name.
    public init(_ name: String) {
        glyph = Glyph(unicode: "", ascii: "")
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
