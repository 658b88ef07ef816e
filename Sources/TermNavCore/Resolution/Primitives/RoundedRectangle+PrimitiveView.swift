extension RoundedRectangle: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .color(.primary)
    }
}
