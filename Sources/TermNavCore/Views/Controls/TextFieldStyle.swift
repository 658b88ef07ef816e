/// How the text fields inside a view are drawn (`.textFieldStyle(_:)`).
public protocol TextFieldStyle {}

/// The platform's look for text fields: in a terminal, as ``PlainTextFieldStyle``.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

/// A text field drawn as its text alone, with no border.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// A text field drawn in brackets across the width it has: `[ text      ]`, in both glyph sets.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The bordered style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's look: the text alone.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// The text alone, with no border.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// The text in brackets across the field's width: `[ text      ]`.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The environment key of the text field look: whether fields are bordered.
struct TextFieldBorderKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Sets how the text fields inside this view are drawn.
    /// - Parameter style: `.plain` or `.automatic` (the text alone), or `.roundedBorder` (the
    ///   text in brackets across the field's width).
    /// - Returns: The view with the style set.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        let isBordered = style is RoundedBorderTextFieldStyle
        return builtIn(.environment { $0[TextFieldBorderKey.self] = isBordered })
    }
}
