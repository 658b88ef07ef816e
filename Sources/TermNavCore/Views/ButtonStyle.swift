/// A button style chosen by name, as SwiftUI's `PrimitiveButtonStyle`: `.automatic`, `.plain`,
/// `.borderless`, `.bordered`, `.borderedProminent`, `.link`. Set it with
/// `.buttonStyle(_:)` for every button inside a view.
///
/// In a terminal, `.bordered` draws the label in brackets (`[ Save ]`), `.borderedProminent`
/// in reverse video with a blank column at each side, in the tint colour when one is set; the
/// other styles draw the label as it is. A style of the app's own that conforms to this protocol
/// draws buttons as `.automatic` does.
public protocol PrimitiveButtonStyle {}

/// A named style, as TermNav draws it.
protocol NamedButtonStyle: PrimitiveButtonStyle {
    /// How buttons in the style are drawn.
    var look: ButtonLook { get }
}

/// The default button style: the label as it is, in the tint colour when one is set.
public struct DefaultButtonStyle: NamedButtonStyle {
    /// Creates the default style.
    public init() {}
    var look: ButtonLook { .automatic }
}

/// The plain button style: the label as it is, without the tint colour.
public struct PlainButtonStyle: NamedButtonStyle {
    /// Creates the plain style.
    public init() {}
    var look: ButtonLook { .plain }
}

/// The borderless button style: the label as it is, in the tint colour when one is set.
public struct BorderlessButtonStyle: NamedButtonStyle {
    /// Creates the borderless style.
    public init() {}
    var look: ButtonLook { .automatic }
}

/// The link button style: the label as it is, in the tint colour when one is set.
public struct LinkButtonStyle: NamedButtonStyle {
    /// Creates the link style.
    public init() {}
    var look: ButtonLook { .automatic }
}

/// The bordered button style: the label in brackets, `[ Save ]`.
public struct BorderedButtonStyle: NamedButtonStyle {
    /// Creates the bordered style.
    public init() {}
    var look: ButtonLook { .bordered }
}

/// The prominent bordered button style: the label in reverse video, bold, with a blank column
/// at each side, filled with the tint colour when one is set.
public struct BorderedProminentButtonStyle: NamedButtonStyle {
    /// Creates the prominent bordered style.
    public init() {}
    var look: ButtonLook { .borderedProminent }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The plain style: the label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The borderless style: the label as it is, in the tint colour.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == LinkButtonStyle {
    /// The link style: the label as it is, in the tint colour.
    public static var link: LinkButtonStyle { LinkButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The bordered style: the label in brackets.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The prominent bordered style: the label in reverse video.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
