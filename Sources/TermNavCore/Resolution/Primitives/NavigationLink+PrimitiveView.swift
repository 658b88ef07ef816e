extension NavigationLink: PrimitiveView {
    /// Resolves the link: in a list's row, its label as it is (the row shows the disclosure
    /// indicator); elsewhere, drawn as a button in the environment's button style, as SwiftUI
    /// draws a link outside a list.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        var label =
            context.environment[InListKey.self]
            ? context.resolveChild(label, index: 0) : ButtonLook.resolveLabel(label, in: &context).drawn
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
        // Outside a list, a button style of the app's own draws the label: left to resolution.
        if reader.looks.customButtons, !reader.looks.inList { return false }
        return reader.read(label)
    }
}
