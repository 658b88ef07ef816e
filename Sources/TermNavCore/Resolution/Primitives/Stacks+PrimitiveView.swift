extension VStack: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .stack(
            StackNode(
                axis: .vertical, alignment: alignment, spacing: spacing,
                children: context.children(of: content)))
    }
}

extension HStack: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: spacing,
                children: context.children(of: content)))
    }
}

extension ZStack: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .zstack(context.children(of: content))
    }
}

extension Group: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        context.resolveChild(content, index: 0)
    }
}

extension Spacer: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .spacer
    }
}
