/// One toolbar item as registered by a screen: where it goes and what it is.
struct ToolbarEntry {
    /// Where the item goes.
    let region: ToolbarItemPlacement.Region
    /// The item, resolved: usually a button.
    let node: Node
    /// What activating the item does, if anything.
    var behavior: RowBehavior { RowBehavior(node) }
}
