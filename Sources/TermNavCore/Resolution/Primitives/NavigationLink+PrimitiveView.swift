extension NavigationLink: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        let entry = LinkEntry(
            path: context.path, destination: LinkDestination(destination), activation: activation)
        context.preferences.register(entry)
        return .link(LinkNode(entry: entry, label: context.resolveChild(label, index: 0)))
    }
}
