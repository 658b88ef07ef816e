extension AlertEntry {
    /// Where a menu's box stands: the level the dialog layer opened and its chosen item.
    /// - Parameter dialog: The dialog layer of the screen's input mode.
    /// - Returns: The place; the menu's first level, at its first choosable item, for another
    ///   dialog's layer or none.
    func menuPlace(for dialog: InputMode.DialogChoice?) -> MenuItem.Place {
        guard let dialog, dialog.path == path else {
            return MenuItem.Place(root: menuItems, levels: [], index: nil)
        }
        return MenuItem.Place(root: menuItems, levels: dialog.levels, index: dialog.index)
    }
}
