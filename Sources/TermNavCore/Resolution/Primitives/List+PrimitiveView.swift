extension List: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        .list(ListNode(segments: context.resolveChild(content, index: 0).flattened))
    }
}
