extension Node {
    /// What tells a row that is not part of a `ForEach` from the rows around it, and stays while
    /// the row's value changes: a text field's place among the screen's views, whatever is
    /// typed in it; for any other row, the kinds of its views and the text they show, but for
    /// a labeled control's value (its label alone). A row whose label changes gets another key.
    var rowKey: Int {
        var hasher = Hasher()
        addRowKey(to: &hasher)
        return hasher.finalize()
    }

    private func addRowKey(to hasher: inout Hasher) {
        switch self {
        case .empty: hasher.combine(0)
        case .text(let runs):
            hasher.combine(1)
            for run in runs { hasher.combine(run.string) }
        case .image(let glyph):
            hasher.combine(2)
            hasher.combine(glyph)
        case .spacer: hasher.combine(3)
        case .divider: hasher.combine(4)
        case .color, .shape: hasher.combine(5)
        case .group(let children), .zstack(let children, _):
            hasher.combine(6)
            for child in children { child.addRowKey(to: &hasher) }
        case .stack(let stack):
            hasher.combine(7)
            for child in stack.children { child.addRowKey(to: &hasher) }
        case .list: hasher.combine(8)
        case .forEach: hasher.combine(9)
        case .button(let button):
            hasher.combine(10)
            button.label.addRowKey(to: &hasher)
        case .link(let link):
            hasher.combine(11)
            link.label.addRowKey(to: &hasher)
        case .labeled(let labeled):
            hasher.combine(12)
            labeled.label.addRowKey(to: &hasher)
        case .modified(_, .rowTrait(.textField(let field))):
            hasher.combine(13)
            hasher.combine(field.path)
        case .modified(let inner, _):
            inner.addRowKey(to: &hasher)
        case .arranged(let arranged):
            hasher.combine(14)
            for child in arranged.children { child.addRowKey(to: &hasher) }
        case .bar: hasher.combine(15)
        }
    }
}
