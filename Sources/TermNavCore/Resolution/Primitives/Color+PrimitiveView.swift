extension Color: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .color(self)
    }
}
