/// A colour or gradient behind a whole screen, as SwiftUI draws the first layer of a `ZStack`
/// that is a colour (`ZStack { Color.black.ignoresSafeArea(); … }`), or a background behind
/// content framed to fill the screen (`.frame(maxWidth: .infinity, maxHeight: .infinity)
/// .background(.indigo)`): every cell of the terminal takes it where nothing in front has a
/// background of its own, the navigation bar's and the help line's too (the colour of such a
/// screen ignores the safe area in nearly all SwiftUI code).
struct ScreenBackdrop: Equatable {
    /// What fills the cells.
    enum Fill: Equatable {
        /// One colour.
        case color(Color)
        /// A gradient across the whole terminal, each cell taking the colour at its centre.
        case gradient(GradientPaint, ColorScheme)
    }

    /// What fills the cells.
    var fill: Fill

    /// The colour of a cell of a terminal of a size.
    /// - Parameters:
    ///   - x: The cell's column.
    ///   - y: The cell's line.
    ///   - width: The terminal's columns.
    ///   - height: The terminal's lines.
    /// - Returns: The colour.
    func color(x: Int, y: Int, width: Int, height: Int) -> Color {
        switch fill {
        case .color(let color):
            return color
        case .gradient(let gradient, let scheme):
            return gradient.color(column: x, line: y, width: width, height: height, scheme: scheme)
        }
    }

    /// The backdrop a screen's content puts behind it, and the content in front of it: `nil`
    /// when the content has none.
    /// - Parameters:
    ///   - content: The screen's content.
    ///   - scheme: The terminal's background, for the colours of a gradient that depend on it.
    /// - Returns: The backdrop and what stands in front of it.
    static func split(_ content: Node, scheme: ColorScheme) -> (ScreenBackdrop, Node)? {
        if case .zstack(let layers, let alignment) = content, layers.count > 1, let first = layers.first,
            let backdrop = filling(first, scheme: scheme)
        {
            let rest = Array(layers.dropFirst())
            let front = rest.count == 1 ? rest[0] : .zstack(rest, alignment)
            guard alignment != .center else { return (backdrop, front) }
            // The stack fills the screen, as its backdrop does: what is in front stands where its
            // alignment puts it on the screen.
            let frame = CellFrame(
                minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: .infinity, alignment: alignment
            )
            return (backdrop, .modified(front, .frame(frame)))
        }
        if case .modified(let inner, .background(let behind)) = content, fillsScreen(inner),
            let backdrop = filling(behind, scheme: scheme)
        {
            return (backdrop, inner)
        }
        return nil
    }

    /// The backdrop a layer paints when it is a colour, a gradient or a filled rectangle that
    /// takes whatever room it is offered; `nil` for any other view (text, a framed colour, a
    /// circle).
    /// - Parameters:
    ///   - layer: The layer.
    ///   - scheme: The terminal's background.
    ///   - foreground: The text colour around it, which a shape filled with none takes.
    private static func filling(
        _ layer: Node, scheme: ColorScheme, foreground: Color = .default
    ) -> ScreenBackdrop? {
        if case .color(let color) = layer {
            return color.fillsCells ? ScreenBackdrop(fill: .color(color)) : nil
        }
        if case .shape(let shape) = layer, case .fill(let color) = shape.paint,
            shape.outline == .rectangle || isRoundedRectangle(shape.outline)
        {
            if let gradient = shape.gradient { return ScreenBackdrop(fill: .gradient(gradient, scheme)) }
            let shown = color ?? foreground
            return shown.fillsCells ? ScreenBackdrop(fill: .color(shown)) : nil
        }
        if case .modified(.color(.clear), .paint(let paint)) = layer, paint.target == .background {
            return ScreenBackdrop(fill: .gradient(paint.gradient, paint.scheme))
        }
        if case .modified(let inner, .style(let style)) = layer {
            let color = style.foreground == .default ? foreground : style.foreground
            return filling(inner, scheme: scheme, foreground: color)
        }
        return nil
    }

    /// Whether a shape's outline is a rounded rectangle: as a screen's backdrop, its corners are
    /// under the terminal's own.
    private static func isRoundedRectangle(_ outline: ShapeOutline) -> Bool {
        if case .rounded = outline { return true }
        return false
    }

    /// Whether content is framed to take the whole screen, across and down.
    private static func fillsScreen(_ node: Node) -> Bool {
        if case .modified(let inner, .frame(let frame)) = node {
            if case .infinity? = frame.maxWidth, case .infinity? = frame.maxHeight { return true }
            return fillsScreen(inner)
        }
        if case .modified(let inner, .padding) = node { return fillsScreen(inner) }
        if case .modified(let inner, .style) = node { return fillsScreen(inner) }
        return false
    }
}
