/// How the progress views inside a view are drawn (`.progressViewStyle(_:)`), as SwiftUI's
/// `ProgressViewStyle`: a named style (`.linear`, `.circular`) or one of the app's own, which
/// makes a progress view's look from its fraction completed and its labels.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack {
///             configuration.label
///             Text("\(Int((configuration.fractionCompleted ?? 0) * 100))%")
///         }
///     }
/// }
/// ```
/// Inside ``makeBody(configuration:)``, `ProgressView(configuration)` draws the progress view as
/// the default style does.
@MainActor @preconcurrency
public protocol ProgressViewStyle {
    /// The type of the look.
    associatedtype Body: View

    /// Makes the look of a progress view.
    /// - Parameter configuration: How much is done, and the view's labels.
    /// - Returns: The look.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body

    /// How much is done and the labels, given to ``makeBody(configuration:)``.
    typealias Configuration = ProgressViewStyleConfiguration
}

/// A named style, as TermNav draws it.
protocol NamedProgressViewStyle: ProgressViewStyle {
    /// Whether a value is drawn as a circle.
    var isCircular: Bool { get }
}

extension NamedProgressViewStyle {
    /// The progress view drawn in the style.
    func drawn(_ configuration: Configuration) -> some View {
        let look = ProgressLook.named(isCircular: isCircular)
        return ProgressView(configuration).builtIn(.environment { $0[ProgressLookKey.self] = look })
    }
}

/// The platform's look: a bar for a value, a spinner without one.
public struct DefaultProgressViewStyle: NamedProgressViewStyle {
    /// The default style.
    public init() {}
    var isCircular: Bool { false }

    /// Makes the look of a progress view in this style.
    /// - Parameter configuration: How much is done, and the view's labels.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

/// A bar for a value, a spinner without one.
public struct LinearProgressViewStyle: NamedProgressViewStyle {
    /// The linear style.
    public init() {}
    var isCircular: Bool { false }

    /// Makes the look of a progress view in this style.
    /// - Parameter configuration: How much is done, and the view's labels.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

/// A circle filled by quarters for a value (`◔`; its percentage in ASCII), a spinner without one.
public struct CircularProgressViewStyle: NamedProgressViewStyle {
    /// The circular style.
    public init() {}
    var isCircular: Bool { true }

    /// Makes the look of a progress view in this style.
    /// - Parameter configuration: How much is done, and the view's labels.
    /// - Returns: The look.
    public func makeBody(configuration: Configuration) -> some View { drawn(configuration) }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The platform's look.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A circle filled by quarters.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// How the progress views inside a view are drawn: the style set with `.progressViewStyle(_:)`.
enum ProgressLook {
    /// A named style: a bar, or a circle, for a value.
    case named(isCircular: Bool)
    /// A `ProgressViewStyle` of the app's own: its body, made from the configuration.
    case custom((ProgressViewStyleConfiguration) -> any View)
}

/// The environment key of the progress views' look.
struct ProgressLookKey: EnvironmentKey {
    static var defaultValue: ProgressLook { .named(isCircular: false) }
}

extension View {
    /// Sets how the progress views inside this view are drawn.
    /// - Parameter style: `.linear` or `.automatic` (a bar), `.circular` (a circle filled by
    ///   quarters), or a ``ProgressViewStyle`` of the app's own.
    /// - Returns: The view with the style set.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let look: ProgressLook =
            if let named = style as? any NamedProgressViewStyle {
                .named(isCircular: named.isCircular)
            } else {
                .custom { style.makeBody(configuration: $0) }
            }
        return builtIn(.environment { $0[ProgressLookKey.self] = look })
    }
}
