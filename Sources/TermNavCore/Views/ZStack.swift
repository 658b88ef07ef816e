/// Children drawn over each other, later ones on top, as SwiftUI's `ZStack`.
///
/// In a list row, a `ZStack` holding an invisible `NavigationLink` (`.opacity(0)`) and a label
/// shows the label and pushes the link's destination when the row is activated.
nonisolated public struct ZStack<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    /// - Parameters:
    ///   - alignment: Where each child sits in the stack, which is as large as its largest
    ///     child: `.bottomLeading` puts a caption at the bottom left of a picture.
    ///   - content: The children, back to front.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }
}
