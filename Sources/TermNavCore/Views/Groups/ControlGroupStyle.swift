/// How a ``ControlGroup`` draws, as SwiftUI's `ControlGroupStyle`.
public protocol ControlGroupStyle {}

/// The platform's standard: the controls side by side.
public struct AutomaticControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
}

/// Controls for moving through content (back and forward): side by side.
public struct NavigationControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
}

/// A row of compact controls: side by side.
public struct PaletteControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
}

/// A menu of the controls under the group's label.
public struct MenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
}

/// A compact menu of the controls under the group's label: the menu.
public struct CompactMenuControlGroupStyle: ControlGroupStyle {
    /// Creates the style.
    public init() {}
}

extension ControlGroupStyle where Self == AutomaticControlGroupStyle {
    /// The controls side by side.
    public static var automatic: AutomaticControlGroupStyle { AutomaticControlGroupStyle() }
}

extension ControlGroupStyle where Self == NavigationControlGroupStyle {
    /// The controls side by side.
    public static var navigation: NavigationControlGroupStyle { NavigationControlGroupStyle() }
}

extension ControlGroupStyle where Self == PaletteControlGroupStyle {
    /// The controls side by side.
    public static var palette: PaletteControlGroupStyle { PaletteControlGroupStyle() }
}

extension ControlGroupStyle where Self == MenuControlGroupStyle {
    /// A menu of the controls under the group's label.
    public static var menu: MenuControlGroupStyle { MenuControlGroupStyle() }
}

extension ControlGroupStyle where Self == CompactMenuControlGroupStyle {
    /// A menu of the controls under the group's label.
    public static var compactMenu: CompactMenuControlGroupStyle { CompactMenuControlGroupStyle() }
}

/// How the control groups here draw: side by side, or as a menu.
enum ControlGroupLook {
    /// The controls side by side.
    case line
    /// A menu of the controls under the group's label.
    case menu
}

extension View {
    /// Sets how the control groups inside draw: `.menu` and `.compactMenu` as a menu under the
    /// group's label, the others with the controls side by side.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func controlGroupStyle<S: ControlGroupStyle>(_ style: S) -> some View {
        let look: ControlGroupLook =
            style is MenuControlGroupStyle || style is CompactMenuControlGroupStyle ? .menu : .line
        return environment(\.controlGroupStyle, look)
    }
}

extension EnvironmentValues {
    /// How the control groups here draw.
    var controlGroupStyle: ControlGroupLook {
        get { self[ControlGroupStyleKey.self] }
        set { self[ControlGroupStyleKey.self] = newValue }
    }
}

/// Where a view sets how control groups draw.
private struct ControlGroupStyleKey: EnvironmentKey {
    static let defaultValue = ControlGroupLook.line
}
