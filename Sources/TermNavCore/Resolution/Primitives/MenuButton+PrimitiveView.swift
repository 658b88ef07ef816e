extension MenuButton: PrimitiveView {
    /// The menu's label, then its indicator unless hidden, as a button a click runs at once;
    /// with a primary action, the row's menu opened by the menu key.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        var children = [context.resolveChild(label, index: 0)]
        if context.environment.menuIndicatorVisibility != .hidden {
            children.append(.image(Glyphs.menuIndicator))
        }
        let shown = Node.stack(
            StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: children))
        var node = Node.button(ButtonNode(action: action, label: shown))
        if let open { node = .modified(node, .rowTrait(.menu(open))) }
        return ControlRow.control(node, in: context)
    }
}

extension MenuLevel: PrimitiveView {
    /// The item's label, marked as a nested menu with its items, resolved in the menu.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let label = context.resolveChild(label, index: 0)
        let items = context.resolveChild(content, index: 1)
        return .modified(label, .rowTrait(.submenu(title: title, items: items)))
    }
}

extension MenuTrigger: PrimitiveView {
    /// The view, its row opened by the menu key.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let node = context.resolveChild(content, index: 0)
        return .modified(node, .rowTrait(.menu(open)))
    }
}
