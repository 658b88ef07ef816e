/// How the buttons inside a view are drawn: the style set with `.buttonStyle(_:)`.
enum ButtonLook {
    /// The label as it is, in the tint colour when one is set.
    case automatic
    /// The label as it is.
    case plain
    /// The label in brackets.
    case bordered
    /// The label in reverse video, in the tint colour when one is set.
    case borderedProminent
    /// A `ButtonStyle` of the app's own: its body, made from the label.
    case custom((ButtonStyleConfiguration) -> any View)
}

/// The key of the button look in the environment.
struct ButtonLookKey: EnvironmentKey {
    static var defaultValue: ButtonLook { .automatic }
}

/// The key of the tint colour in the environment.
struct TintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}
