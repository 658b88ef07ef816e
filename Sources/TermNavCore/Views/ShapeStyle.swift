/// A way to fill or colour text, as SwiftUI's `ShapeStyle`: a ``Color`` or a hierarchical style
/// such as `.secondary`.
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

/// The colour a shape style gives text.
func foregroundColor<S: ShapeStyle>(of style: S) -> Color? {
    if let color = style as? Color { return color }
    if let hierarchical = style as? HierarchicalShapeStyle { return hierarchical.color }
    return nil
}
