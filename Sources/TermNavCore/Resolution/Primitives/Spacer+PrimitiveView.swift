extension Spacer: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        .spacer(minLength: minLength ?? 0)
    }
}
