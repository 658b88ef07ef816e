extension Text: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .text(runs)
    }
}
