extension Spacer: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .spacer
    }
}
