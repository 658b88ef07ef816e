/// A menu's row outside a menu: its label and the menu indicator, a button that opens the menu
/// (or runs its primary action, with the menu key opening the menu).
struct MenuButton<Label: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// What the menu shows.
    let label: Label
    /// What Enter runs: opening the menu, or its primary action.
    let action: () -> Void
    /// What the menu key runs, for a menu with a primary action: opening the menu.
    let open: (() -> Void)?
}

/// A nested menu inside a menu: an item that opens a level of the box.
struct MenuLevel<Label: View, Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The menu's title, for the titles over its level; `nil` for a label view.
    let title: String?
    /// What the item shows.
    let label: Label
    /// The level's items.
    let content: Content
}

/// A view with a context menu: the view as it is, its row opened by the menu key.
struct MenuTrigger<Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The view.
    let content: Content
    /// Opens the menu.
    let open: () -> Void
}
