/// Several toolbar items in one place, as SwiftUI's `ToolbarItemGroup`.
nonisolated public struct ToolbarItemGroup<Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content

    /// Creates a group of toolbar items.
    /// - Parameters:
    ///   - placement: Where they go; the trailing side by default.
    ///   - content: The items, left to right.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}
