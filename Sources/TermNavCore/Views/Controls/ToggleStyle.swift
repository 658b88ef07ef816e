/// A toggle style chosen by name, as SwiftUI's `ToggleStyle`: `.automatic`, `.switch`,
/// `.checkbox`, `.button`. Set it with ``View/toggleStyle(_:)`` for every toggle inside a view.
///
/// In a terminal, `.switch` (and `.automatic`, as on iOS) draws `[ on]` or `[off]` at the right
/// of the row, `.checkbox` draws `[✓]` or `[ ]` (`[x]` in ASCII) before the label, and `.button`
/// draws the label in brackets, `[ Bold ]`, with a checkmark and in bold while it is on.
public protocol ToggleStyle {}

/// A named toggle style, as TermNav draws it.
protocol NamedToggleStyle: ToggleStyle {
    /// How toggles in the style are drawn.
    var look: ToggleLook { get }
}

/// How a toggle is drawn.
enum ToggleLook {
    case `switch`
    case checkbox
    case button
    /// Among a menu's items, whatever the style: a checkmark before the label while it is on.
    case menuItem
}

/// The default toggle style: a switch, as on iOS.
public struct DefaultToggleStyle: NamedToggleStyle {
    /// Creates the default style.
    public init() {}
    var look: ToggleLook { .switch }
}

/// The switch toggle style: `[ on]` or `[off]` at the right of the row, the switch in its tint
/// while it is on.
public struct SwitchToggleStyle: NamedToggleStyle {
    /// The colour of the switch while it is on, or `nil` for the environment's tint.
    let tint: Color?

    /// Creates the switch style.
    public init() {
        tint = nil
    }

    /// Creates the switch style with a colour for the switch while it is on, as SwiftUI's
    /// `SwitchToggleStyle(tint:)`.
    /// - Parameter tint: The colour.
    public init(tint: Color) {
        self.tint = tint
    }

    var look: ToggleLook { .switch }
}

/// The checkbox toggle style: `[✓]` or `[ ]` before the label.
public struct CheckboxToggleStyle: NamedToggleStyle {
    /// Creates the checkbox style.
    public init() {}
    var look: ToggleLook { .checkbox }
}

/// The button toggle style: the label in brackets, marked and bold while on.
public struct ButtonToggleStyle: NamedToggleStyle {
    /// Creates the button style.
    public init() {}
    var look: ToggleLook { .button }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: a switch.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The switch style.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == CheckboxToggleStyle {
    /// The checkbox style.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The button style.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// The key of the colour of a switch that is on, from `SwitchToggleStyle(tint:)`.
struct ToggleTintKey: EnvironmentKey {
    static let defaultValue: Color? = nil
}

/// The key of how toggles are drawn in the environment.
struct ToggleLookKey: EnvironmentKey {
    static let defaultValue = ToggleLook.switch
}

extension View {
    /// Sets the style of the toggles inside this view: `.toggleStyle(.checkbox)`. See
    /// ``ToggleStyle`` for how each is drawn; a style of the app's own draws as `.automatic`.
    /// - Parameter style: The style.
    /// - Returns: The view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        let look = (style as? any NamedToggleStyle)?.look ?? .switch
        let tint = (style as? SwitchToggleStyle)?.tint
        return builtIn(
            .environment {
                $0[ToggleLookKey.self] = look
                if let tint { $0[ToggleTintKey.self] = tint }
            })
    }
}
