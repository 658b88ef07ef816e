extension PickerChoices: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let options = PickerOption.options(of: parts.content, in: &context)
        let parts = self.parts
        var rows: [Node] = []
        if case .inline(let label) = kind,
            let title = Node.sectionLabel(
                ControlRow.shown(context.resolveChild(label, index: 0), in: context))
        {
            rows.append(title)
        }
        for option in options {
            guard let tag = option.tag else {
                rows.append(option.label)
                continue
            }
            let isChosen = parts.isChosen(tag)
            switch kind {
            case .dialog:
                let mark: Node = .image(isChosen ? Glyphs.checkmark : Glyph(unicode: " ", ascii: " "))
                let label = Node.stack(
                    StackNode(
                        axis: .horizontal, alignment: .leading, spacing: 1, children: [mark, option.label]))
                rows.append(
                    .button(
                        ButtonNode(action: { parts.choose(tag) }, label: label, isInitialChoice: isChosen)))
            case .inline, .list:
                var after: () -> Void = {}
                if case .list(let done) = kind { after = done }
                let button = Node.button(
                    ButtonNode(
                        action: {
                            parts.choose(tag)
                            after()
                        }, label: option.label))
                let row = Node.modified(button, .accessory(isChosen ? .checkmark : .none, action: nil))
                rows.append(ControlRow.control(row, in: context))
            }
        }
        return .group(rows)
    }
}
