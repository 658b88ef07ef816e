/// A way to fill or colour text, as SwiftUI's `ShapeStyle`: a ``Color``, a hierarchical style
/// such as `.secondary`, a gradient (``LinearGradient``, ``RadialGradient``,
/// ``AngularGradient``, ``EllipticalGradient``, ``AnyGradient``), a ``Material``, or any of
/// them erased (``AnyShapeStyle``).
public protocol ShapeStyle {}

extension Color: ShapeStyle {}

/// The styles for content by importance, as SwiftUI's `HierarchicalShapeStyle`: primary content
/// in the terminal's own colour, the others dimmed.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable, Sendable {
    /// How important the content is, from 0 (primary).
    let level: Int

    /// Primary content: the terminal's own colour.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary content: dim.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary content: dim.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary content: dim.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    /// The colour the style gives text.
    var color: Color { level == 0 ? .primary : .secondary }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Primary content: the terminal's own colour.
    public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle.primary }
    /// Secondary content: dim.
    public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle.secondary }
    /// Tertiary content: dim.
    public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle.tertiary }
    /// Quaternary content: dim.
    public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle.quaternary }
}

/// Any shape style, its type erased, as SwiftUI's `AnyShapeStyle`:
/// `isOn ? AnyShapeStyle(.blue.gradient) : AnyShapeStyle(.gray)`.
public struct AnyShapeStyle: ShapeStyle, Sendable {
    /// What the style paints.
    let paint: StylePaint

    /// A style, erased.
    /// - Parameter style: The style.
    public init<S: ShapeStyle>(_ style: S) {
        paint = StylePaint(style)
    }
}

/// What a shape style paints cells with: a colour, or a gradient spread over the cells.
enum StylePaint: Hashable, Sendable {
    /// A colour: ``Color/primary`` and ``Color/secondary`` for the hierarchical styles, a
    /// translucent layer of the text colour for a material, ``Color/clear`` for a style TermNav
    /// cannot draw.
    case color(Color)
    /// A gradient.
    case gradient(GradientPaint)

    /// What a style paints.
    /// - Parameter style: The style.
    init<S: ShapeStyle>(_ style: S) {
        self = (style as? any PaintingShapeStyle)?.paint ?? .color(.clear)
    }

    /// The gradient, for a style of one; `nil` for a colour.
    var gradient: GradientPaint? {
        if case .gradient(let gradient) = self { return gradient }
        return nil
    }

    /// The one colour a line or a cell of the style is drawn in: the colour, or a gradient's
    /// middle colour (a box's stroke, a border), as on a dark terminal.
    var shownColor: Color {
        switch self {
        case .color(let color): return color
        case .gradient(let gradient): return gradient.color(at: 0.5, scheme: .dark)
        }
    }

    /// The colour, for a style of one; `nil` for a gradient.
    var color: Color? {
        switch self {
        case .color(let color): return color
        case .gradient: return nil
        }
    }
}

/// A shape style TermNav paints: each of its own conforms.
protocol PaintingShapeStyle: ShapeStyle {
    /// What the style paints.
    var paint: StylePaint { get }
}

extension Color: PaintingShapeStyle {
    /// The colour itself.
    var paint: StylePaint { .color(self) }
}

extension HierarchicalShapeStyle: PaintingShapeStyle {
    /// Primary content's colour, or secondary's.
    var paint: StylePaint { .color(color) }
}

extension AnyShapeStyle: PaintingShapeStyle {}

extension LinearGradient: PaintingShapeStyle {
    /// The gradient.
    var paint: StylePaint { .gradient(gradientPaint) }
}

extension RadialGradient: PaintingShapeStyle {
    /// The gradient.
    var paint: StylePaint { .gradient(gradientPaint) }
}

extension AngularGradient: PaintingShapeStyle {
    /// The gradient.
    var paint: StylePaint { .gradient(gradientPaint) }
}

extension EllipticalGradient: PaintingShapeStyle {
    /// The gradient.
    var paint: StylePaint { .gradient(gradientPaint) }
}

extension AnyGradient: PaintingShapeStyle {
    /// The gradient, from the top of the view to its bottom.
    var paint: StylePaint {
        .gradient(GradientPaint(gradient: gradient, shape: .linear(start: .top, end: .bottom), space: space))
    }
}

extension Material: PaintingShapeStyle {
    /// The material as a translucent layer of the text colour over the background: a grey a
    /// little lighter than a dark terminal's background, a little darker than a light one's.
    var paint: StylePaint { .color(Color.primary.opacity(dimming)) }
}

/// The colour a shape style gives text; `nil` for a gradient or a style TermNav cannot draw.
func foregroundColor<S: ShapeStyle>(of style: S) -> Color? {
    switch StylePaint(style) {
    case .color(let color): return color == .clear ? nil : color
    case .gradient: return nil
    }
}

extension ShapeStyle where Self == Color {
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// Grey.
    public static var gray: Color { Color.gray }
    /// Red.
    public static var red: Color { Color.red }
    /// Orange.
    public static var orange: Color { Color.orange }
    /// Yellow.
    public static var yellow: Color { Color.yellow }
    /// Green.
    public static var green: Color { Color.green }
    /// Mint.
    public static var mint: Color { Color.mint }
    /// Teal.
    public static var teal: Color { Color.teal }
    /// Cyan.
    public static var cyan: Color { Color.cyan }
    /// Blue.
    public static var blue: Color { Color.blue }
    /// Indigo.
    public static var indigo: Color { Color.indigo }
    /// Purple.
    public static var purple: Color { Color.purple }
    /// Pink.
    public static var pink: Color { Color.pink }
    /// Brown.
    public static var brown: Color { Color.brown }
    /// No colour.
    public static var clear: Color { Color.clear }
}
