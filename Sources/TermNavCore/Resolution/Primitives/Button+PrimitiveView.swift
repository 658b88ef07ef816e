extension Button: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .button(ButtonNode(action: action, label: context.resolveChild(label, index: 0), role: role))
    }
}
