/// How a preview is laid out, as SwiftUI's `PreviewLayout`; TermNav never shows previews, so
/// the layout is ignored.
public enum PreviewLayout: Hashable, Sendable {
    /// The preview fills a device's screen.
    case device
    /// The preview is as large as its view needs.
    case sizeThatFits
    /// The preview has a fixed size.
    case fixed(width: Double, height: Double)
}
