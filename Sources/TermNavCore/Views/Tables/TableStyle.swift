/// How a table looks, as SwiftUI's `TableStyle`. A terminal table has one look, whatever the
/// style: a bold header line, and rows a line each. Every style name is accepted, so SwiftUI code
/// compiles unchanged.
public protocol TableStyle {}

/// The platform's default table style.
public struct AutomaticTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
}

/// Rows inset from the edges.
public struct InsetTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
}

/// Rows in a border.
public struct BorderedTableStyle: TableStyle {
    /// Creates the style.
    public init() {}
}

extension TableStyle where Self == AutomaticTableStyle {
    /// The platform's default table style.
    public static var automatic: AutomaticTableStyle { AutomaticTableStyle() }
}

extension TableStyle where Self == InsetTableStyle {
    /// Rows inset from the edges.
    public static var inset: InsetTableStyle { InsetTableStyle() }

    /// Rows inset from the edges, with alternating backgrounds or not (one look in a terminal).
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their backgrounds.
    /// - Returns: The style.
    public static func inset(alternatesRowBackgrounds: Bool) -> InsetTableStyle { InsetTableStyle() }
}

extension TableStyle where Self == BorderedTableStyle {
    /// Rows in a border.
    public static var bordered: BorderedTableStyle { BorderedTableStyle() }

    /// Rows in a border, with alternating backgrounds or not (one look in a terminal).
    /// - Parameter alternatesRowBackgrounds: Whether rows alternate their backgrounds.
    /// - Returns: The style.
    public static func bordered(alternatesRowBackgrounds: Bool) -> BorderedTableStyle { BorderedTableStyle() }
}

extension View {
    /// Sets the style of the tables inside. Accepted: a terminal table has one look.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func tableStyle<S: TableStyle>(_ style: S) -> some View {
        self
    }

    /// Shows or hides the header line of the tables inside, as SwiftUI's
    /// `tableColumnHeaders(_:)`: `.hidden` leaves the column titles out, and the rows start on
    /// the table's first line.
    /// - Parameter visibility: `.hidden` to hide the header; `.visible` or `.automatic` to show it.
    /// - Returns: The view.
    public func tableColumnHeaders(_ visibility: Visibility) -> some View {
        environment(\.tableColumnHeaders, visibility)
    }
}

extension EnvironmentValues {
    /// Whether the tables here show their header line.
    var tableColumnHeaders: Visibility {
        get { self[TableColumnHeadersKey.self] }
        set { self[TableColumnHeadersKey.self] = newValue }
    }
}

/// Where a view says whether tables show their header line.
private struct TableColumnHeadersKey: EnvironmentKey {
    static let defaultValue = Visibility.automatic
}
