extension Form: PrimitiveView {
    /// A form is a list of its content, whose buttons and links Tab stops on as on its other
    /// controls.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let node = List(content: content).resolve(in: &context)
        guard case .list(var list) = node else { return node }
        list.isForm = true
        return .list(list)
    }
}
