extension Label: PrimitiveView {
    /// Resolves the label as its icon, then its title, or what its label style keeps of them, or
    /// as the body of a label style of the app's own.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let parts: LabelParts
        switch context.environment[LabelLookKey.self] {
        case .parts(let named):
            parts = named
        case .custom(let makeBody):
            let body = makeBody(
                LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
            // Inside the style's body, `Label(configuration)` is drawn as the default style draws it.
            return context.resolveChild(
                AnyView(body).builtIn(.environment { $0[LabelLookKey.self] = LabelLookKey.defaultValue }),
                index: 2)
        }
        let icon = context.resolveChild(icon, index: 0)
        let title = context.resolveChild(title, index: 1)
        switch parts {
        case .titleOnly: return title
        case .iconOnly: return icon
        case .iconAboveTitle:
            return .stack(
                StackNode(axis: .vertical, alignment: .center, spacing: 0, children: [icon, title]))
        case .titleAndIcon:
            return .stack(
                StackNode(axis: .horizontal, alignment: .leading, spacing: 1, children: [icon, title]))
        }
    }
}

extension Label {
    /// Reads the icon's texts, then the title's, as far as the label's style shows them; a
    /// style of the app's own is left to resolution.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        guard let parts = reader.looks.labelParts else { return false }
        switch parts {
        case .titleOnly: return reader.read(title)
        case .iconOnly: return reader.read(icon)
        case .iconAboveTitle, .titleAndIcon: return reader.read(icon) && reader.read(title)
        }
    }
}
