/// A scrolling region, as SwiftUI's `ScrollView`. A TermNav screen already scrolls to keep the
/// focused view in sight, so a scroll view is its content: each view of a `VStack` inside it is
/// a row of the screen.
nonisolated public struct ScrollView<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let content: Content

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The directions it scrolls in, ignored: a screen scrolls down.
    ///   - showsIndicators: Whether it shows scroll bars, ignored: the help line shows the
    ///     position.
    ///   - content: The content.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.content = content()
    }
}
