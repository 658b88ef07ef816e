/// How a list looks, as SwiftUI's `ListStyle`. A terminal list has one look, whatever the style:
/// rows a line each, sections set apart by a blank line and dim headers and footers. Every style
/// name is accepted, so SwiftUI code compiles unchanged.
public protocol ListStyle {}

/// The platform's default list style.
public struct DefaultListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows without grouping.
public struct PlainListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Sections as separate groups.
public struct GroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Sections as separate groups, inset from the edges.
public struct InsetGroupedListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetListStyle: ListStyle {
    /// Creates the style.
    public init() {}

    /// Creates the style, with rows of alternating backgrounds or not (ignored in a terminal).
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their backgrounds.
    public init(alternatesRowBackgrounds: Bool) {}
}

/// A sidebar's list.
public struct SidebarListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// A list with a border, as on macOS.
public struct BorderedListStyle: ListStyle {
    /// Creates the style.
    public init() {}

    /// Creates the style, with rows of alternating backgrounds or not (ignored in a terminal).
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their backgrounds.
    public init(alternatesRowBackgrounds: Bool) {}
}

/// A list in a carousel, as on watchOS.
public struct CarouselListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

/// Rows as elliptical cards, as on watchOS.
public struct EllipticalListStyle: ListStyle {
    /// Creates the style.
    public init() {}
}

extension ListStyle where Self == DefaultListStyle {
    /// The default style: `.listStyle(.automatic)`.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// The plain style: `.listStyle(.plain)`.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// The grouped style: `.listStyle(.grouped)`.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// The inset grouped style: `.listStyle(.insetGrouped)`.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// The inset style: `.listStyle(.inset)`.
    public static var inset: InsetListStyle { InsetListStyle() }

    /// The inset style, with rows of alternating backgrounds or not (ignored in a terminal).
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their backgrounds.
    /// - Returns: The style.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style: `.listStyle(.sidebar)`.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

extension ListStyle where Self == BorderedListStyle {
    /// The bordered style: `.listStyle(.bordered)`.
    public static var bordered: BorderedListStyle { BorderedListStyle() }

    /// The bordered style, with rows of alternating backgrounds or not (ignored in a terminal).
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their backgrounds.
    /// - Returns: The style.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedListStyle {
        BorderedListStyle()
    }
}

extension ListStyle where Self == CarouselListStyle {
    /// The carousel style: `.listStyle(.carousel)`.
    public static var carousel: CarouselListStyle { CarouselListStyle() }
}

extension ListStyle where Self == EllipticalListStyle {
    /// The elliptical style: `.listStyle(.elliptical)`.
    public static var elliptical: EllipticalListStyle { EllipticalListStyle() }
}

extension View {
    /// Sets the style of lists inside this view. A terminal list has one look, so every style
    /// draws the same; the modifier exists so SwiftUI code compiles unchanged.
    /// - Parameter style: The style, such as `.plain`, `.insetGrouped` or `GroupedListStyle()`.
    /// - Returns: This view.
    public func listStyle<S: ListStyle>(_ style: S) -> Self {
        self
    }
}
