extension View {
    /// Hides this view: it is not drawn, and a `NavigationLink` inside it is never activated by
    /// keys (it still pushes when its `selection` or `isActive` binding says so).
    /// - Returns: The hidden view.
    public func hidden() -> some View {
        builtIn(.hidden)
    }

    /// Sets this view's opacity. A terminal cell is drawn or not, so an opacity of zero makes
    /// the view invisible and any other opacity leaves it as it is. An invisible
    /// `NavigationLink` still activates its row, the way the ZStack trick relies on.
    /// - Parameter opacity: The opacity, from 0 to 1.
    /// - Returns: The view.
    public func opacity(_ opacity: Double) -> some View {
        builtIn(.opacity(opacity))
    }

    /// Puts a view behind this one: a colour, or a shape filled with one, colours the cells
    /// behind; a stroked shape (`.background(RoundedRectangle(cornerRadius: 12).stroke(.gray))`) is
    /// a border around the view, drawn on its padding where it has some (see ``Shape``). Other
    /// views behind show nothing; links inside them still take part in navigation.
    /// - Parameter background: The view behind.
    /// - Returns: The view with its background.
    public func background<Background: View>(_ background: Background) -> some View {
        builtIn(.background(background))
    }

    /// Colours this view's text; texts that set their own colour keep it. `.secondary` dims.
    /// - Parameter color: The colour, or `nil` for the terminal's default.
    /// - Returns: The coloured view.
    public func foregroundColor(_ color: Color?) -> some View {
        builtIn(.style(Style.foreground(color)))
    }

    /// Colours this view's text: `.foregroundStyle(.red)`, `.foregroundStyle(.secondary)`.
    /// - Parameter color: The colour.
    /// - Returns: The view.
    public func foregroundStyle(_ color: Color) -> some View {
        foregroundColor(color)
    }

    /// Colours this view's text with a shape style, such as `HierarchicalShapeStyle.tertiary`,
    /// or a gradient: each character takes the gradient's colour at its place across the view,
    /// and a shape filled with the foreground takes it too.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        switch StylePaint(style) {
        case .color(let color): return builtIn(.style(Style.foreground(color == .clear ? nil : color)))
        case .gradient(let gradient): return builtIn(.foregroundGradient(gradient))
        }
    }

    /// Makes this view's text bold, or not.
    /// - Parameter isActive: Whether to make it bold.
    /// - Returns: The view.
    public func bold(_ isActive: Bool = true) -> some View {
        builtIn(.style(Style(attributes: isActive ? .bold : [])))
    }

    /// Makes this view's text italic, or not, where the terminal can show it.
    /// - Parameter isActive: Whether to make it italic.
    /// - Returns: The view.
    public func italic(_ isActive: Bool = true) -> some View {
        builtIn(.style(Style(attributes: isActive ? .italic : [])))
    }

    /// Underlines this view's text, or not.
    /// - Parameters:
    ///   - isActive: Whether to underline it.
    ///   - color: The line's colour, ignored: terminals draw it in the text's colour.
    /// - Returns: The view.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> some View {
        builtIn(.style(Style(attributes: isActive ? .underline : [])))
    }

    /// Strikes this view's text through, or not, where the terminal can show it.
    /// - Parameters:
    ///   - isActive: Whether to strike it through.
    ///   - color: The line's colour, ignored: terminals draw it in the text's colour.
    /// - Returns: The view.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> some View {
        builtIn(.style(Style(attributes: isActive ? .strikethrough : [])))
    }

    /// Sets the font of this view's text, mapped to what a terminal can show.
    /// - Parameter font: The font.
    /// - Returns: The view.
    public func font(_ font: Font?) -> some View {
        builtIn(.style(Style(attributes: font?.attributes ?? [])))
    }

    /// Sets the weight of this view's text: heavy weights bold, light ones dim.
    /// - Parameter weight: The weight, or `nil` for none.
    /// - Returns: The view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        builtIn(.style(Style(attributes: weight?.attributes ?? [])))
    }

    /// Sets the shape that takes input. Terminal rows take input whole, so this changes
    /// nothing; it exists so SwiftUI code compiles unchanged.
    /// - Parameter shape: The shape.
    /// - Returns: This view.
    public func contentShape<S: Shape>(_ shape: S) -> Self {
        self
    }
}
