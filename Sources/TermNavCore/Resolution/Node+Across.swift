extension Node {
    /// The content of the horizontal scroll view this node is, seen through the modifiers that
    /// neither draw nor move it (key handlers, row traits); `nil` for any other node.
    var acrossContent: Node? {
        switch self {
        case .arranged(let arranged):
            guard case .scroll = arranged.arrangement else { return nil }
            return arranged.children.first ?? .empty
        case .modified(let inner, .keyPress), .modified(let inner, .rowTrait):
            return inner.acrossContent
        case .empty, .text, .image, .bar, .spacer, .divider, .color, .shape, .group, .stack, .zstack, .list,
            .forEach,
            .button, .link, .labeled, .modified:
            return nil
        }
    }

    /// The items of a carousel, when this node is a horizontal scroll view standing as a row of
    /// its own (see ``CarouselItems``).
    var carouselItems: CarouselItems? {
        acrossContent.map(CarouselItems.init(content:))
    }
}

/// What a horizontal scroll view standing as a row holds, one item after another across: the
/// children of a horizontal stack (a `ForEach` in it opened up), or its content whole. ← and →
/// move the focus between the items that take it.
struct CarouselItems {
    /// The items, leading first.
    let nodes: [Node]
    /// The blank columns between items.
    let spacing: Int
    /// Whether each item takes the focus (a button or link that is not disabled or hidden, or
    /// what `.focusable` says).
    let isFocusable: [Bool]

    init(content: Node) {
        if case .stack(let stack) = content, stack.axis == .horizontal {
            nodes = stack.children.flatMap(\.flattened)
            spacing = stack.spacing
        } else {
            nodes = [content]
            spacing = 0
        }
        isFocusable = nodes.map { RowBehavior($0).takesFocus }
    }

    /// The focusable item nearest `index` going by `step` (−1 or 1) from it, `index` included.
    func focusable(from index: Int, step: Int) -> Int? {
        var index = index
        while index >= 0, index < nodes.count {
            if isFocusable[index] { return index }
            index += step
        }
        return nil
    }

    /// The item that has the focus when `chosen` was last focused: that one if it still takes
    /// the focus, else the nearest that does, else the first that does.
    func focused(_ chosen: Int?) -> Int? {
        let start = min(max(chosen ?? 0, 0), max(0, nodes.count - 1))
        return focusable(from: start, step: 1) ?? focusable(from: start, step: -1)
    }
}
