extension Form: PrimitiveView {
    /// A form is a list of its content.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        List(content: content).resolve(in: &context)
    }
}
