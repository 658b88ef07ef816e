extension Node {
    /// The children of the row's horizontal stack that are each a focus target of their own,
    /// as their indices among the stack's children: a row of two or more buttons, links or
    /// views with taps side by side, as SwiftUI makes each a tap target of its own. `nil` for
    /// any other row: one with a single control beside its label (a field, a slider, a toggle)
    /// acts as one.
    ///
    /// The stack may be padded, framed or styled; a stack inside a control, a tap or a key
    /// handler of its own acts as that one view.
    var rowParts: [Int]? {
        guard let stack = rowPartsStack else { return nil }
        let parts = stack.children.indices.filter { RowBehavior(stack.children[$0]).takesFocus }
        return parts.count >= 2 ? parts : nil
    }

    /// The horizontal stack the row is, under the modifiers that only place or style it.
    var rowPartsStack: StackNode? {
        switch self {
        case .stack(let stack):
            return stack.axis == .horizontal ? stack : nil
        case .modified(let inner, let modifier):
            switch modifier {
            case .style, .paint, .background, .lineLimit, .padding, .frame, .textAlignment, .layout, .border,
                .clip:
                return inner.rowPartsStack
            case .hidden, .invisible, .accessory, .toolbarPlacement, .keyPress, .rowTrait, .overlay,
                .disabled:
                return nil
            }
        case .group(let children):
            return children.count == 1 ? children[0].rowPartsStack : nil
        case .empty, .text, .image, .spacer, .divider, .color, .zstack, .list, .forEach, .button, .link,
            .labeled, .arranged, .bar, .shape:
            return nil
        }
    }
}
