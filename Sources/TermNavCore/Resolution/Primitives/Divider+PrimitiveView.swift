extension Divider: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .divider
    }
}
