/// How a ``Menu`` is drawn, as SwiftUI's `MenuStyle`. A terminal draws every menu alike (its
/// label and the menu indicator, its box of items when open), so each style is accepted and
/// draws as `.automatic`.
public protocol MenuStyle {}

/// The default menu style.
public struct DefaultMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

/// A menu drawn as a button.
public struct ButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

/// A menu drawn as a borderless button.
public struct BorderlessButtonMenuStyle: MenuStyle {
    /// Creates the style.
    public init() {}
}

extension MenuStyle where Self == DefaultMenuStyle {
    /// The default style.
    public static var automatic: DefaultMenuStyle { DefaultMenuStyle() }
}

extension MenuStyle where Self == ButtonMenuStyle {
    /// The button style.
    public static var button: ButtonMenuStyle { ButtonMenuStyle() }
}

extension MenuStyle where Self == BorderlessButtonMenuStyle {
    /// The borderless button style.
    public static var borderlessButton: BorderlessButtonMenuStyle { BorderlessButtonMenuStyle() }
}

/// The order of a menu's items, as SwiftUI's `MenuOrder`. A terminal's box lists the items as
/// written, top first, whatever the order asked.
public struct MenuOrder: Hashable, Sendable {
    private let name: String

    /// The platform's order: as written.
    public static let automatic = MenuOrder(name: "automatic")
    /// The items as written, top first.
    public static let fixed = MenuOrder(name: "fixed")
    /// The first items nearest the menu's label: as written, the box opening over the screen.
    public static let priority = MenuOrder(name: "priority")
}

extension View {
    /// Sets the style of the menus inside this view. Accepted: every style draws as
    /// ``MenuStyle/automatic``.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func menuStyle<S: MenuStyle>(_ style: S) -> some View {
        self
    }

    /// Sets the order of the items of the menus inside this view. Accepted: the box lists
    /// them as written.
    /// - Parameter order: The order.
    /// - Returns: The view.
    public func menuOrder(_ order: MenuOrder) -> some View {
        self
    }
}
