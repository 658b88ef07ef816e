/// How the progress views inside a view are drawn (`.progressViewStyle(_:)`).
public protocol ProgressViewStyle {}

/// The platform's look: a bar for a value, a spinner without one.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
}

/// A bar for a value, a spinner without one.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
}

/// A circle filled by quarters for a value (`◔`; its percentage in ASCII), a spinner without one.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
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

/// The environment key of the progress views' look: whether they are circular.
struct CircularProgressKey: EnvironmentKey {
    static let defaultValue = false
}

extension View {
    /// Sets how the progress views inside this view are drawn.
    /// - Parameter style: `.linear` or `.automatic` (a bar), or `.circular` (a circle filled by
    ///   quarters).
    /// - Returns: The view with the style set.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        let isCircular = style is CircularProgressViewStyle
        return builtIn(.environment { $0[CircularProgressKey.self] = isCircular })
    }
}
