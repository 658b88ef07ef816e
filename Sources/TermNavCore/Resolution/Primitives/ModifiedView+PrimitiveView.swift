extension ModifiedView: PrimitiveView {
    /// Resolves the content, then applies the modifier: to the node, or to the screen's
    /// preferences. The content resolves first, so the innermost title wins, as in SwiftUI.
    func resolve(in context: inout ResolveContext) -> Node {
        let node = context.resolveChild(content, index: 0)
        switch modifier {
        case .hidden:
            return .modified(node, .hidden)
        case .opacity(let opacity):
            return opacity <= 0 ? .modified(node, .invisible) : node
        case .background(let background):
            return .modified(node, .background(context.resolveChild(background, index: 1)))
        case .foregroundColor(let color):
            return .modified(node, .style(Style(foreground: color ?? .default)))
        case .bold(let isActive):
            return isActive ? .modified(node, .style(Style(attributes: .bold))) : node
        case .font(let font):
            guard let font else { return node }
            return .modified(node, .style(Style(attributes: font.attributes)))
        case .navigationTitle(let title, let displayMode):
            let preferences = context.preferences
            if preferences.title == nil { preferences.title = title }
            if let displayMode, preferences.titleDisplayMode == .automatic {
                preferences.titleDisplayMode = displayMode
            }
            return node
        case .titleDisplayMode(let displayMode):
            if context.preferences.titleDisplayMode == .automatic {
                context.preferences.titleDisplayMode = displayMode
            }
            return node
        case .accessory(let accessory, let action):
            return .modified(node, .accessory(accessory, action: action))
        case .onAppear(let action):
            if let action { context.preferences.addHook(at: context.path) { $0.onAppear.append(action) } }
            return node
        case .onDisappear(let action):
            if let action { context.preferences.addHook(at: context.path) { $0.onDisappear.append(action) } }
            return node
        }
    }
}
