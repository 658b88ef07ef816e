extension View {
    /// Gives the view a context menu: while its row has the focus, the menu key (`m`, named on
    /// the help line) or a right click opens a box of the menu's items over the screen, as a
    /// ``Menu``'s box is opened and chosen from.
    ///
    /// ```swift
    /// Text(book.title)
    ///     .contextMenu {
    ///         Button("Share", systemImage: "square.and.arrow.up") { share(book) }
    ///         Button("Delete", role: .destructive) { delete(book) }
    ///     }
    /// ```
    /// - Parameter menuItems: The menu's items: buttons, sections, dividers, nested menus.
    /// - Returns: The view.
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: () -> MenuItems) -> some View {
        ContextMenu(content: self, items: menuItems())
    }

    /// Gives the view a context menu with a preview. A terminal shows no preview: the menu
    /// opens as ``View/contextMenu(menuItems:)``'s does, and the preview is never built.
    /// - Parameters:
    ///   - menuItems: The menu's items.
    ///   - preview: The preview, not shown.
    /// - Returns: The view.
    public func contextMenu<MenuItems: View, Preview: View>(
        @ViewBuilder menuItems: () -> MenuItems, @ViewBuilder preview: () -> Preview
    ) -> some View {
        ContextMenu(content: self, items: menuItems())
    }
}
