/// A view and its context menu (``View/contextMenu(menuItems:)``): the menu key, or a right
/// click, opens the menu's box over the screen while the view's row has the focus.
struct ContextMenu<Content: View, Items: View>: View {
    let content: Content
    let items: Items
    @State private var isOpen = false

    var body: some View {
        MenuTrigger(content: content) { isOpen = true }
            .alertModifier(.menu, "", $isOpen, items, nil as EmptyView?, showsTitle: false)
    }
}
