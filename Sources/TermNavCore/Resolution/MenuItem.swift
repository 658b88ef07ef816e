/// One line of a menu's box, resolved from the menu's items: a button, a section's header, a
/// divider, or a nested menu with its own items.
@MainActor
struct MenuItem {
    /// What the line is.
    enum Kind {
        /// A button: choosing it runs the action and closes the menu.
        case button(() -> Void)
        /// A section's header, or text among the items: dim, never chosen.
        case header
        /// A rule between items, never chosen.
        case divider
        /// A nested menu: choosing it opens its items in the box's place.
        case submenu(title: String?, items: [MenuItem])
    }

    /// What the line is.
    var kind: Kind
    /// What it shows (a divider shows nothing of its own).
    var label: Node
    /// A button's role: a destructive one is drawn red and bold.
    var role: ButtonRole?
    /// Whether it stands in disabled content: drawn dim, never chosen.
    var isDisabled = false

    /// Whether ↑, ↓ and a click can choose it: an enabled button or nested menu.
    var isChoosable: Bool {
        switch kind {
        case .button, .submenu: return !isDisabled
        case .header, .divider: return false
        }
    }

    /// The items of a nested menu, if the line is one.
    var submenuItems: [MenuItem]? {
        if case .submenu(_, let items) = kind { return items }
        return nil
    }

    /// A menu's items, read from its resolved content: buttons (`Button`, `Label`s in them),
    /// sections with their headers, set apart by dividers as SwiftUI's menus are, `Divider`s,
    /// nested menus, text, and the elements of a `ForEach`. Hidden views are left out; what
    /// stands inside `.disabled(true)` is disabled.
    /// - Parameters:
    ///   - node: The content, resolved in a menu.
    ///   - context: Where the menu resolves, to build a `ForEach`'s elements.
    /// - Returns: The items, top first, without a divider at either end or two in a row.
    static func items(of node: Node, in context: inout ResolveContext) -> [MenuItem] {
        var collector = Collector()
        collector.visit(node, disabled: false, in: &context)
        var items = collector.items
        while let last = items.last, case .divider = last.kind { items.removeLast() }
        return items
    }

    /// Walks the content, keeping the items in order.
    @MainActor
    private struct Collector {
        var items: [MenuItem] = []
        /// Set after a section: the next item gets a divider before it.
        var needsDivider = false

        mutating func append(_ item: MenuItem) {
            if case .divider = item.kind {
                needsDivider = false
                appendDivider()
                return
            }
            if needsDivider {
                needsDivider = false
                appendDivider()
            }
            items.append(item)
        }

        /// A divider, unless the items are empty or end with one.
        mutating func appendDivider() {
            guard let last = items.last else { return }
            if case .divider = last.kind { return }
            items.append(MenuItem(kind: .divider, label: .empty))
        }

        mutating func visit(_ node: Node, disabled: Bool, in context: inout ResolveContext) {
            switch node {
            case .empty, .spacer, .color, .shape, .list:
                return
            case .divider:
                append(MenuItem(kind: .divider, label: .empty))
            case .text, .image, .bar, .labeled, .stack, .zstack, .arranged, .link:
                append(MenuItem(kind: .header, label: node, isDisabled: true))
            case .group(let children):
                for child in children { visit(child, disabled: disabled, in: &context) }
            case .forEach(let forEach):
                var rows = context.forRows(of: forEach, collectingInto: context.preferences)
                for offset in 0..<forEach.count {
                    visit(forEach.build(offset, &rows).node, disabled: disabled, in: &context)
                }
            case .button(let button):
                append(
                    MenuItem(
                        kind: .button(button.action), label: button.label, role: button.role,
                        isDisabled: disabled))
            case .modified(let inner, let modifier):
                visit(inner, modifier, disabled: disabled, in: &context)
            }
        }

        mutating func visit(
            _ inner: Node, _ modifier: NodeModifier, disabled: Bool, in context: inout ResolveContext
        ) {
            switch modifier {
            case .hidden, .invisible:
                return
            case .disabled:
                visit(inner, disabled: true, in: &context)
            case .rowTrait(.submenu(let title, let content)):
                let nested = MenuItem.items(of: content, in: &context)
                append(
                    MenuItem(kind: .submenu(title: title, items: nested), label: inner, isDisabled: disabled))
            case .rowTrait(.sectionLabel):
                if !ControlRow.isBlank(inner) { append(MenuItem(kind: .header, label: inner)) }
            case .rowTrait(.section):
                appendDivider()
                visit(inner, disabled: disabled, in: &context)
                needsDivider = true
            case .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress, .rowTrait,
                .padding, .border, .clip, .frame, .overlay, .textAlignment, .layout:
                if isItem(inner) {
                    visit(inner, disabled: disabled, in: &context)
                } else {
                    append(MenuItem(kind: .header, label: .modified(inner, modifier), isDisabled: true))
                }
            }
        }

        /// Whether a node holds items of its own beneath its modifiers (a button, a group), rather
        /// than being text to show as it is styled.
        func isItem(_ node: Node) -> Bool {
            switch node {
            case .button, .group, .forEach, .divider, .empty: return true
            case .modified(let inner, let modifier):
                switch modifier {
                case .rowTrait(.submenu), .rowTrait(.section), .rowTrait(.sectionLabel), .disabled, .hidden,
                    .invisible:
                    return true
                case .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress,
                    .rowTrait,
                    .padding, .border, .clip, .frame, .overlay, .textAlignment, .layout:
                    return isItem(inner)
                }
            case .text, .image, .bar, .labeled, .stack, .zstack, .arranged, .link, .spacer, .color, .shape,
                .list:
                return false
            }
        }
    }
}
