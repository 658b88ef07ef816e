/// How the text editors inside a view are drawn (`.textEditorStyle(_:)`), as SwiftUI's
/// `TextEditorStyle`: a terminal's text editor has one look, its text in the lines it takes.
public protocol TextEditorStyle {}

/// The platform's look for text editors.
public struct AutomaticTextEditorStyle: TextEditorStyle {
    /// The automatic style.
    public init() {}
}

/// A text editor drawn as its text alone.
public struct PlainTextEditorStyle: TextEditorStyle {
    /// The plain style.
    public init() {}
}

extension TextEditorStyle where Self == AutomaticTextEditorStyle {
    /// The platform's look.
    public static var automatic: AutomaticTextEditorStyle { AutomaticTextEditorStyle() }
}

extension TextEditorStyle where Self == PlainTextEditorStyle {
    /// The text alone.
    public static var plain: PlainTextEditorStyle { PlainTextEditorStyle() }
}

extension View {
    /// Sets how the text editors inside are drawn: accepted, a terminal's text editor has one
    /// look.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func textEditorStyle<S: TextEditorStyle>(_ style: S) -> Self {
        self
    }
}
