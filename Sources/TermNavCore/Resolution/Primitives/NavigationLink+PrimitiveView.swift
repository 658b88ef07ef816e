extension NavigationLink: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        var label = context.resolveChild(label, index: 0)
        let entryTarget: LinkEntry.Target
        switch target {
        case .view(let destination):
            entryTarget = .view(LinkDestination(destination))
        case .value(let value?):
            entryTarget = .value(value)
        case .value(nil):
            entryTarget = .disabled
            label = .modified(label, .style(Style(attributes: .dim)))
        }
        let entry = LinkEntry(
            path: context.path, target: entryTarget, activation: activation, environment: context.environment)
        context.preferences.register(entry)
        return .link(
            LinkNode(
                entry: entry, label: label, defaultAccessory: context.environment.defaultNavigationAccessory))
    }
}

extension NavigationLink {
    /// Reads the label's texts.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        guard !reader.isTextOnly else { return false }
        return reader.read(label)
    }
}
