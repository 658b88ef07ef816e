/// A picker style chosen by name, as SwiftUI's `PickerStyle`: `.automatic`, `.menu`, `.inline`,
/// `.radioGroup`, `.segmented`, `.wheel`, `.navigationLink`. Set it with ``View/pickerStyle(_:)``
/// for every picker inside a view.
///
/// In a terminal, `.menu` (and `.automatic`, as in an iOS 16 form) is a row showing the current
/// choice, `Week ▾`, that opens a box of the choices; `.inline`, `.radioGroup` and `.wheel` are a
/// row for each choice, the chosen one with a checkmark; `.segmented` is one row,
/// `[ Day │ ✓Week │ Month ]`; `.navigationLink` is a row showing the current choice that pushes
/// a list of the choices.
///
/// Inside a `Menu` or a `.contextMenu`, a picker is part of the menu, as in SwiftUI: its choices
/// are a section of the menu's items, the chosen one marked `✓`, and choosing one sets the
/// selection and closes the menu; `.inline` (`.radioGroup`, `.wheel`) puts the picker's label
/// over them as the section's header, and `.menu` makes them a nested menu, an item showing the
/// picker's label.
public protocol PickerStyle {}

/// A named picker style, as TermNav draws it.
protocol NamedPickerStyle: PickerStyle {
    /// How pickers in the style are drawn.
    var look: PickerLook { get }
}

/// How a picker is drawn.
enum PickerLook {
    /// No style asked: a menu, but inside a menu its choices inline.
    case automatic
    case menu
    case inline
    case segmented
    case navigationLink
}

/// The default picker style: a menu, as in an iOS 16 form; inside a menu, its choices as a
/// section of the menu.
public struct DefaultPickerStyle: NamedPickerStyle {
    /// Creates the default style.
    public init() {}
    var look: PickerLook { .automatic }
}

/// The menu picker style: the current choice, which opens a box of the choices; inside a menu,
/// a nested menu of the choices.
public struct MenuPickerStyle: NamedPickerStyle {
    /// Creates the menu style.
    public init() {}
    var look: PickerLook { .menu }
}

/// The inline picker style: a row for each choice, the chosen one with a checkmark.
public struct InlinePickerStyle: NamedPickerStyle {
    /// Creates the inline style.
    public init() {}
    var look: PickerLook { .inline }
}

/// The radio group picker style: drawn as ``InlinePickerStyle``.
public struct RadioGroupPickerStyle: NamedPickerStyle {
    /// Creates the radio group style.
    public init() {}
    var look: PickerLook { .inline }
}

/// The wheel picker style: drawn as ``InlinePickerStyle``, a terminal having no wheel.
public struct WheelPickerStyle: NamedPickerStyle {
    /// Creates the wheel style.
    public init() {}
    var look: PickerLook { .inline }
}

/// The segmented picker style: the choices side by side in one row, ← and → to choose.
public struct SegmentedPickerStyle: NamedPickerStyle {
    /// Creates the segmented style.
    public init() {}
    var look: PickerLook { .segmented }
}

/// The navigation link picker style: a row showing the current choice that pushes a list of the
/// choices; choosing one goes back.
public struct NavigationLinkPickerStyle: NamedPickerStyle {
    /// Creates the navigation link style.
    public init() {}
    var look: PickerLook { .navigationLink }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default style: a menu.
    public static var automatic: DefaultPickerStyle { DefaultPickerStyle() }
}

extension PickerStyle where Self == MenuPickerStyle {
    /// The menu style.
    public static var menu: MenuPickerStyle { MenuPickerStyle() }
}

extension PickerStyle where Self == InlinePickerStyle {
    /// The inline style.
    public static var inline: InlinePickerStyle { InlinePickerStyle() }
}

extension PickerStyle where Self == RadioGroupPickerStyle {
    /// The radio group style, drawn inline.
    public static var radioGroup: RadioGroupPickerStyle { RadioGroupPickerStyle() }
}

extension PickerStyle where Self == WheelPickerStyle {
    /// The wheel style, drawn inline.
    public static var wheel: WheelPickerStyle { WheelPickerStyle() }
}

extension PickerStyle where Self == SegmentedPickerStyle {
    /// The segmented style.
    public static var segmented: SegmentedPickerStyle { SegmentedPickerStyle() }
}

extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// The navigation link style.
    public static var navigationLink: NavigationLinkPickerStyle { NavigationLinkPickerStyle() }
}

/// The key of the picker look in the environment.
struct PickerLookKey: EnvironmentKey {
    static let defaultValue = PickerLook.automatic
}

extension EnvironmentValues {
    /// How the pickers here are drawn (``View/pickerStyle(_:)``).
    var pickerLook: PickerLook {
        get { self[PickerLookKey.self] }
        set { self[PickerLookKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the pickers inside this view: `.pickerStyle(.segmented)`. See
    /// ``PickerStyle`` for how each is drawn; a style of the app's own draws as `.automatic`.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        let look = (style as? any NamedPickerStyle)?.look ?? .automatic
        return builtIn(.environment { $0[PickerLookKey.self] = look })
    }
}
