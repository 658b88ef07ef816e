/// A scrolling region, as SwiftUI's `ScrollView`.
///
/// A TermNav screen already scrolls down to keep the focused view in sight, so a vertical scroll
/// view is its content: each view of a `VStack` inside it is a row of the screen.
///
/// A horizontal one (`.horizontal`, or `[.horizontal, .vertical]`) lays its content out at its
/// ideal width and shows it through a window as wide as the screen:
///
/// - As a screen's whole content (a wide table), the screen scrolls sideways: ← and → move the
///   window a column while the content is wider than the screen, and a line cut at either edge
///   shows `…` there (`~` in ASCII).
/// - As one part of a screen (a carousel row: `ScrollView(.horizontal) { HStack { ForEach … } }`),
///   ← and → move the focus between the buttons and links in it, and the window follows the
///   focused one.
nonisolated public struct ScrollView<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The directions it scrolls in.
    let axes: Axis.Set
    let content: Content

    /// Creates a scroll view.
    /// - Parameters:
    ///   - axes: The directions it scrolls in; down by default.
    ///   - showsIndicators: Whether it shows scroll bars, ignored: the help line shows the
    ///     position, and `…` marks content past a side.
    ///   - content: The content.
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.content = content()
    }
}
