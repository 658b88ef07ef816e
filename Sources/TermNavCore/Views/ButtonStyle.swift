/// A button style; terminal buttons have one look, so styles only exist for source
/// compatibility.
public protocol PrimitiveButtonStyle {}

/// The plain button style: the label as it is, no highlight of its own.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// Creates the plain style.
    public init() {}
}

/// The default button style.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// Creates the default style.
    public init() {}
}

extension View {
    /// Sets the style of buttons inside this view. Terminal buttons have one look, so this
    /// changes nothing; it exists so SwiftUI code compiles unchanged.
    /// - Parameter style: The style.
    /// - Returns: This view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> Self {
        self
    }
}
