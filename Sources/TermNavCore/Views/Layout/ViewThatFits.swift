/// The first of its children that fits, as SwiftUI's `ViewThatFits`: the first whose ideal size
/// fits the space offered along the axes it checks, else the last.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     Text("Delivered on Tuesday, 3 March")
///     Text("Delivered 3/3")
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The axes the children's ideal sizes are checked along.
    let axes: Axis.Set
    /// The children, the preferred first.
    let content: Content

    /// Creates a view that shows the first of its children that fits.
    /// - Parameters:
    ///   - axes: The axes to check; both by default.
    ///   - content: The children, the preferred first.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }
}
