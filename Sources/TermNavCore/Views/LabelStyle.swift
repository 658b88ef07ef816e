/// How the labels inside a view are drawn (`.labelStyle(_:)`), as SwiftUI's `LabelStyle`: a
/// named style (`.titleAndIcon`, `.titleOnly`, `.iconOnly`) or one of the app's own, which
/// makes a label's look from its title and icon.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.title
///             configuration.icon
///         }
///     }
/// }
/// ```
/// Inside ``makeBody(configuration:)``, `Label(configuration)` draws the label as the default
/// style does.
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The type of the look.
    associatedtype Body: View

    /// Makes the look of a label.
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// The label's title and icon, given to ``makeBody(configuration:)``.
    typealias Configuration = LabelStyleConfiguration
}

/// A named style, as TermNav draws it: which parts of a label show, and how.
protocol NamedLabelStyle: LabelStyle {
    /// What of a label shows.
    var parts: LabelParts { get }
}

extension NamedLabelStyle {
    /// The label drawn with the style's parts.
    func drawn(_ configuration: Configuration) -> some View {
        Label(configuration).builtIn(.environment { $0[LabelLookKey.self] = .parts(parts) })
    }
}

/// The platform's look: the icon, then the title.
public struct DefaultLabelStyle: NamedLabelStyle {
    /// The default style.
    public init() {}
    var parts: LabelParts { .titleAndIcon }

    /// Makes the look of a label in this style.
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

/// The icon, then the title.
public struct TitleAndIconLabelStyle: NamedLabelStyle {
    /// The title-and-icon style.
    public init() {}
    var parts: LabelParts { .titleAndIcon }

    /// Makes the look of a label in this style.
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

/// The title alone.
public struct TitleOnlyLabelStyle: NamedLabelStyle {
    /// The title-only style.
    public init() {}
    var parts: LabelParts { .titleOnly }

    /// Makes the look of a label in this style.
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

/// The icon alone.
public struct IconOnlyLabelStyle: NamedLabelStyle {
    /// The icon-only style.
    public init() {}
    var parts: LabelParts { .iconOnly }

    /// Makes the look of a label in this style.
    /// - Parameter configuration: The label's title and icon.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

/// The icon over the title, as a `ContentUnavailableView` draws its label.
struct IconAboveTitleLabelStyle: NamedLabelStyle {
    var parts: LabelParts { .iconAboveTitle }
    func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

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

/// How the labels inside a view are drawn: the style set with `.labelStyle(_:)`.
enum LabelLook {
    /// A named style: which parts show.
    case parts(LabelParts)
    /// A `LabelStyle` of the app's own: its body, made from the title and icon.
    case custom((LabelStyleConfiguration) -> any View)
}

/// The environment key of the labels' look.
struct LabelLookKey: EnvironmentKey {
    static var defaultValue: LabelLook { .parts(.titleAndIcon) }
}

extension View {
    /// Sets how the labels inside this view are drawn.
    /// - Parameter style: `.titleAndIcon` or `.automatic` (the icon, then the title),
    ///   `.titleOnly`, `.iconOnly`, or a ``LabelStyle`` of the app's own.
    /// - Returns: The view with the style set.
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        let look: LabelLook =
            if let named = style as? any NamedLabelStyle {
                .parts(named.parts)
            } else {
                .custom { style.makeBody(configuration: $0) }
            }
        return builtIn(.environment { $0[LabelLookKey.self] = look })
    }
}
