extension LabelStyleConfiguration.Title: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(content, index: 0)
    }
}

extension LabelStyleConfiguration.Icon: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(content, index: 0)
    }
}

extension ProgressViewStyleConfiguration.Label: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(content, index: 0)
    }
}

extension ProgressViewStyleConfiguration.CurrentValueLabel: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(content, index: 0)
    }
}
