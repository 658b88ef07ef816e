extension View {
    /// Sets the style of the buttons inside this view: `.buttonStyle(.bordered)`,
    /// `.buttonStyle(PlainButtonStyle())`. See ``PrimitiveButtonStyle`` for how each is drawn.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        let look = (style as? any NamedButtonStyle)?.look ?? .automatic
        return builtIn(.environment { $0[ButtonLookKey.self] = look })
    }

    /// Sets a style of the app's own for the buttons inside this view: each button is drawn as
    /// the style's body for its label, and still acts with Enter.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        let look = ButtonLook.custom { style.makeBody(configuration: $0) }
        return builtIn(.environment { $0[ButtonLookKey.self] = look })
    }

    /// Sets the tint colour of the controls inside this view: the label colour of buttons in the
    /// default, borderless and bordered styles, the fill of prominent ones.
    /// - Parameter tint: The colour, or `nil` for the terminal's own.
    /// - Returns: The view.
    public func tint(_ tint: Color?) -> some View {
        builtIn(.environment { $0[TintKey.self] = tint })
    }

    /// Sets the accent colour of the controls inside this view, as `tint(_:)` does.
    /// - Parameter accentColor: The colour, or `nil` for the terminal's own.
    /// - Returns: The view.
    public func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    /// Sets the size of the controls inside this view. A terminal control is a line of text,
    /// so the size is kept in the environment (`@Environment(\.controlSize)`) and changes
    /// nothing drawn.
    /// - Parameter controlSize: The size.
    /// - Returns: The view.
    public func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
