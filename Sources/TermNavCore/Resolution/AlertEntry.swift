/// An alert or a confirmation dialog shown on a screen, resolved: its title, message and
/// buttons.
@MainActor
struct AlertEntry {
    /// One button of the box.
    struct Choice {
        /// What the button shows.
        var label: Node
        /// Its role.
        var role: ButtonRole?
        /// What it does.
        var action: () -> Void
        /// Whether the box opens with this button chosen.
        var isInitial = false
    }

    /// Where the modifier sits in its screen: a new box starts with its own first choice.
    var path: ViewPath
    /// How it is drawn.
    var style: AlertPresentation.Style
    /// The title, or `nil` when hidden.
    var title: String?
    /// The message, if any.
    var message: Node?
    /// The buttons, in the order drawn: an alert's two side by side with a cancel button first,
    /// a dialog's one under another with a cancel button last. An alert without buttons has OK;
    /// a dialog without a cancel button gets Cancel.
    var choices: [Choice]
    /// A menu's items, top first, for the `.menu` style (whose `choices` are empty).
    var menuItems: [MenuItem] = []
    /// Sets the binding back.
    var dismiss: () -> Void

    /// Resolves an alert's title, message and buttons where the modifier stands.
    init(_ alert: AlertPresentation, in context: inout ResolveContext) {
        let path = context.path.appending(.index(5))
        self.path = path
        style = alert.style
        title = alert.showsTitle ? alert.title : nil
        dismiss = alert.dismiss
        if alert.style == .menu {
            let outside = context.environment
            context.environment.isInMenu = true
            var items: [Node] = []
            for (index, view) in alert.actions().enumerated() {
                items.append(context.resolve(view, at: .index(6 + index)))
            }
            context.environment = outside
            menuItems = MenuItem.items(of: .group(items), in: &context)
            choices = []
            return
        }
        var choices: [Choice] = []
        for (index, view) in alert.actions().enumerated() {
            let node = context.resolve(view, at: .index(6 + index))
            for child in node.flattened { Self.collect(child, into: &choices) }
        }
        message = alert.message().map { context.resolve($0, at: .index(5)) }
        let cancels = choices.filter { $0.role == .cancel }
        let others = choices.filter { $0.role != .cancel }
        switch alert.style {
        case .alert:
            if choices.isEmpty {
                choices = [Choice(label: .text([TextRun(string: "OK", style: .plain)]), role: nil) {}]
            }
            if choices.count == 2 { choices = cancels + others }
        case .confirmationDialog:
            let cancel =
                cancels.first
                ?? Choice(label: .text([TextRun(string: "Cancel", style: .plain)]), role: .cancel) {}
            choices = others + [cancel]
        case .menu:
            break
        }
        self.choices = choices
    }

    /// The buttons inside an action's node, in order.
    private static func collect(_ node: Node, into choices: inout [Choice]) {
        switch node {
        case .button(let button):
            choices.append(
                Choice(
                    label: button.label, role: button.role, action: button.action,
                    isInitial: button.isInitialChoice))
        case .group(let children), .zstack(let children, _):
            for child in children { collect(child, into: &choices) }
        case .stack(let stack):
            for child in stack.children { collect(child, into: &choices) }
        case .arranged(let arranged):
            for child in arranged.children { collect(child, into: &choices) }
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden, .invisible:
                break
            case .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress, .rowTrait,
                .padding, .border, .clip, .frame, .overlay, .disabled, .textAlignment, .layout:
                collect(inner, into: &choices)
            }
        case .empty, .text, .image, .bar, .spacer, .divider, .color, .shape, .list, .forEach, .link, .labeled:
            break
        }
    }

    /// The choice Enter runs first: the one marked to open chosen (a menu picker's current
    /// choice), else the first without a role, else the cancel one, else the first.
    var initialChoice: Int {
        if let marked = choices.firstIndex(where: \.isInitial) { return marked }
        return choices.firstIndex { $0.role == nil } ?? choices.firstIndex { $0.role == .cancel } ?? 0
    }

    /// The choice Esc runs, if the box has a cancel button.
    var cancelChoice: Int? {
        choices.firstIndex { $0.role == .cancel }
    }
}
