/// A menu the screen's title opens, as SwiftUI's `ToolbarTitleMenu`: the title shows `▾`
/// (`v` in ASCII) and takes the focus as a toolbar item does, after the others (Tab); Enter
/// on it opens a menu of the content's buttons.
///
/// ```swift
/// .toolbar {
///     ToolbarTitleMenu {
///         Button("Rename…") { renaming = true }
///         Button("Duplicate") { duplicate() }
///     }
/// }
/// ```
/// Written with `.toolbarTitleMenu { … }` as well.
public struct ToolbarTitleMenu<Content: View>: ToolbarContent, CustomizableToolbarContent {
    let content: Content

    /// Creates a title menu.
    /// - Parameter content: The menu's items.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The menu, in the title's place.
    public var body: some View {
        ToolbarItem(placement: ToolbarItemPlacement(region: .titleMenu)) {
            Menu {
                content
            } label: {
                EmptyView()
            }
        }
    }
}

extension ToolbarTitleMenu where Content == EmptyView {
    /// Creates a title menu with no items of the app's own: on a Mac, the document's commands;
    /// in a terminal, nothing to open, so the title shows no `▾`.
    public init() {
        content = EmptyView()
    }
}

extension View {
    /// Makes the screen's title open a menu of the content's buttons (see ``ToolbarTitleMenu``).
    /// - Parameter content: The menu's items.
    /// - Returns: The view.
    public func toolbarTitleMenu<C: View>(@ViewBuilder content: () -> C) -> some View {
        toolbar { ToolbarTitleMenu(content: content) }
    }
}
