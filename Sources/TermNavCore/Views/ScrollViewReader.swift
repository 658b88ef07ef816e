/// A view that hands its content a proxy to scroll with, as SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { message in Text(message.text) }
///     Button("Latest") { proxy.scrollTo(messages.last?.id) }
/// }
/// ```
nonisolated public struct ScrollViewReader<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// Builds the content from the proxy.
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader.
    /// - Parameter content: Builds the content from a proxy to scroll with.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }
}

/// Scrolls the screen to a row, as SwiftUI's `ScrollViewProxy`: handed out by a
/// ``ScrollViewReader``.
public struct ScrollViewProxy {
    /// Asks the screen to scroll to the row with an identity.
    let action: (AnyHashable, UnitPoint?) -> Void

    /// Scrolls to the row of the screen (of a `List` or of the screen's content) that a
    /// `ForEach` made for the element with this identity, in the next frame. When the row takes
    /// the focus, the focus goes to it, and the screen scrolls the least that shows it; with
    /// `anchor` `.top`, it is the first row shown. An identity no row has does nothing.
    /// - Parameters:
    ///   - id: The element's identity, as its `ForEach` knows it.
    ///   - anchor: Where the row goes: `.top` for the top of the screen; the least scroll
    ///     otherwise.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        action(AnyHashable(id), anchor)
    }
}

/// The environment key of the screen's scroll requests.
struct ScrollToKey: EnvironmentKey {
    static var defaultValue: (AnyHashable, UnitPoint?) -> Void { { _, _ in } }
}

extension EnvironmentValues {
    /// Asks the screen this environment belongs to to scroll to a row (``ScrollViewProxy``).
    var scrollTo: (AnyHashable, UnitPoint?) -> Void {
        get { self[ScrollToKey.self] }
        set { self[ScrollToKey.self] = newValue }
    }
}

extension View {
    /// Whether the user may scroll the view, as SwiftUI's `scrollDisabled(_:)`: accepted, and
    /// changes nothing, since a terminal screen scrolls to keep the focus in sight.
    /// - Parameter disabled: Whether scrolling is disabled.
    /// - Returns: The view.
    public func scrollDisabled(_ disabled: Bool) -> some View {
        self
    }
}
