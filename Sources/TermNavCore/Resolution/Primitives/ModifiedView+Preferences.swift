@MainActor
extension ModifiedView {
    /// Resolves the content in a preference scope of its own, then does with the values it set
    /// what the modifier says, and passes them on to the scope around.
    func resolve(_ use: PreferenceUse, in context: inout ResolveContext) -> Node {
        let outer = context.preferenceScope
        let scope = PreferenceScope()
        context.preferenceScope = scope
        let node = context.resolvePart(content, index: 0)
        context.preferenceScope = outer
        var values = scope.values
        switch use {
        case .write(let change):
            change(&values)
            outer?.values.append(values)
            return node
        case .onChange(let read, let action):
            outer?.values.append(values)
            let value = read(values)
            if context.graph.preferenceChanged(at: context.path, to: value) {
                context.preferences.addChangeAction { action(value.value) }
            }
            return node
        case .overlay(let make, let alignment):
            outer?.values.append(values)
            return Self.node(node, under: context.resolveChild(make(values), index: 5), alignment: alignment)
        case .background(let make):
            outer?.values.append(values)
            return Self.node(node, behind: context.resolveChild(make(values), index: 1))
        }
    }
}

extension ModifiedView {
    /// A node with another behind it (`.background(_:)`): a stroked shape is its border, a
    /// filled shape colours the cells it covers.
    static func node(_ node: Node, behind: Node) -> Node {
        if let stroke = behind.strokedShape { return node.bordered(by: stroke) }
        if let outline = behind.filledOutline, outline != .rectangle {
            // A shape filled behind the view colours the cells the shape covers.
            return .modified(
                .modified(node, .background(behind)), .clip(ShapeClip(outline: outline, keepsText: true)))
        }
        return .modified(node, .background(behind))
    }

    /// A node with another over it (`.overlay(_:alignment:)`): a stroked shape is its border.
    static func node(_ node: Node, under over: Node, alignment: Alignment) -> Node {
        if let stroke = over.strokedShape { return node.bordered(by: stroke) }
        return .modified(node, .overlay(over, alignment))
    }
}
