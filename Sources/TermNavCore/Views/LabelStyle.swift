/// How the labels inside a view are drawn (`.labelStyle(_:)`).
public protocol LabelStyle {}

/// The platform's look: the icon, then the title.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
}

/// The icon over the title, as a `ContentUnavailableView` draws its label.
struct IconAboveTitleLabelStyle: LabelStyle {}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The platform's look: the icon, then the title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The icon, then the title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

extension LabelStyle where Self == IconAboveTitleLabelStyle {
    /// The icon over the title.
    static var iconAboveTitle: IconAboveTitleLabelStyle { IconAboveTitleLabelStyle() }
}

/// What of a label shows.
enum LabelParts: Sendable {
    case titleAndIcon, titleOnly, iconOnly, iconAboveTitle
}

/// The environment key of the labels' look.
struct LabelPartsKey: EnvironmentKey {
    static let defaultValue = LabelParts.titleAndIcon
}

extension View {
    /// Sets how the labels inside this view are drawn.
    /// - Parameter style: `.titleAndIcon` or `.automatic` (the icon, then the title),
    ///   `.titleOnly` or `.iconOnly`.
    /// - Returns: The view with the style set.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let parts: LabelParts =
            switch style {
            case is TitleOnlyLabelStyle: .titleOnly
            case is IconOnlyLabelStyle: .iconOnly
            case is IconAboveTitleLabelStyle: .iconAboveTitle
            default: .titleAndIcon
            }
        return builtIn(.environment { $0[LabelPartsKey.self] = parts })
    }
}
