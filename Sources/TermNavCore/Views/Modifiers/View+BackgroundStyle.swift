/// The key of ``EnvironmentValues/backgroundStyle``.
private struct BackgroundStyleKey: EnvironmentKey {
    static let defaultValue: AnyShapeStyle? = nil
}

extension EnvironmentValues {
    /// The style ``View/background(ignoresSafeAreaEdges:)`` fills a view's cells with, as
    /// SwiftUI's `backgroundStyle`; `nil`, the terminal's own background, unless a view above set
    /// one with ``View/backgroundStyle(_:)``.
    public var backgroundStyle: AnyShapeStyle? {
        get { self[BackgroundStyleKey.self] }
        set { self[BackgroundStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style the views inside fill their background with when they ask for the
    /// default one (``background(ignoresSafeAreaEdges:)``), as SwiftUI's `backgroundStyle(_:)`.
    /// - Parameter style: The style: a colour, a gradient, a material.
    /// - Returns: The view.
    public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        environment(\.backgroundStyle, AnyShapeStyle(style))
    }

    /// Fills the cells behind this view with the environment's background style
    /// (``EnvironmentValues/backgroundStyle``), as SwiftUI's `background(ignoresSafeAreaEdges:)`:
    /// nothing shows without one, the terminal's own background being the default.
    /// - Parameter edges: The safe-area edges to extend over, ignored: a terminal has none.
    /// - Returns: The view with its background.
    public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        builtIn(.background(EnvironmentBackground()))
    }

    /// Sets the tint of the controls inside this view with a shape style: its colour, or the
    /// terminal's own for a gradient.
    /// - Parameter tint: The style, or `nil` for the terminal's own.
    /// - Returns: The view.
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        self.tint(tint.flatMap { StylePaint($0).color })
    }
}

/// The environment's background style filling a view's frame: what
/// ``View/background(ignoresSafeAreaEdges:)`` puts behind a view.
nonisolated struct EnvironmentBackground: View {
    /// Built into TermNav: no body.
    typealias Body = Never
}
