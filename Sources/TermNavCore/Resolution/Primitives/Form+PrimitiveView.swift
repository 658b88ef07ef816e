extension Form: PrimitiveView {
    /// A form is a list of its content, whose buttons and links Tab stops on as on its other
    /// controls.
    /// In `.formStyle(.columns)`, the labels of its controls line up in a column
    /// (``FormColumns``).
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let saved = context.environment
        let inColumns = saved[FormColumnsKey.self]
        context.environment[InColumnsFormKey.self] = inColumns
        let node = List(content: content).resolve(in: &context)
        context.environment = saved
        guard case .list(var list) = node else { return node }
        list.isForm = true
        if inColumns { list.segments = FormColumns(unicode: context.unicode).lined(list.segments) }
        return .list(list)
    }
}
