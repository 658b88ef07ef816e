/// One item of a screen's toolbar, as SwiftUI's `ToolbarItem`: usually a `Button`.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .navigationBarTrailing) {
///         Button("Add") { items.append(Item()) }
///     }
/// }
/// ```
nonisolated public struct ToolbarItem<ID, Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    let placement: ToolbarItemPlacement
    let content: Content
}

extension ToolbarItem where ID == () {
    /// Creates a toolbar item.
    /// - Parameters:
    ///   - placement: Where it goes; the trailing side by default.
    ///   - content: The item.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// Creates a toolbar item with an identifier (kept for source compatibility).
    /// - Parameters:
    ///   - id: The item's identifier.
    ///   - placement: Where it goes; the trailing side by default.
    ///   - content: The item.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content)
    {
        self.placement = placement
        self.content = content()
    }
}
