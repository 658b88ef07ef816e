/// How a stack shares its space among its children, as SwiftUI's stacks do.
extension BoxLayout {
    /// A stack's children as laid out: groups opened up, and children that take no space
    /// whatever they are offered (an empty view, a hidden link) left out, with no spacing around
    /// them. A child that takes space only when offered it (a stack of a spacer beside an image
    /// that draws nothing) stays, and widens its stack as SwiftUI's does.
    func arranged(_ stack: StackNode) -> [Node] {
        arrangedParts(stack).map(\.node)
    }

    /// A stack's children as laid out (``arranged(_:)``), each with the index of the child of the
    /// stack it came from.
    private func arrangedParts(_ stack: StackNode) -> [(child: Int, node: Node)] {
        stack.children.enumerated().flatMap { index, child in
            child.flattened.map { (child: index, node: $0) }
        }
        .filter { part in
            if case .spacer = part.node { return true }
            if size(of: part.node, proposal: .unspecified, in: stack.axis) != .zero { return true }
            let all = ProposedCells(width: ProposedCells.unbounded, height: ProposedCells.unbounded)
            return size(of: part.node, proposal: all, in: stack.axis) != .zero
        }
    }

    /// The size a stack takes when offered `proposal`.
    func stackSize(_ stack: StackNode, proposal: ProposedCells) -> CellSize {
        let children = arranged(stack)
        let sizes = childSizes(stack, children, proposal: proposal)
        return Self.total(of: sizes, along: stack.axis, spacing: stack.spacing)
    }

    /// The size of children laid one after another along an axis, with spacing between.
    static func total(of sizes: [CellSize], along axis: StackNode.Axis, spacing: Int) -> CellSize {
        let along = sizes.reduce(0) { $0 + $1.along(axis) } + spacing * max(0, sizes.count - 1)
        let across = sizes.reduce(0) { max($0, $1.across(axis)) }
        return CellSize(along: axis, along, across: across)
    }

    /// The sizes a stack's children take when it is offered `proposal`.
    ///
    /// Without a length offered along the stack's axis, each child takes its ideal length.
    /// Otherwise, as in SwiftUI: children of higher layout priority are offered space first,
    /// after the least lengths of those of lower priority are set aside; among the same
    /// priority, the least flexible child (the one whose length can change least) is offered its
    /// share of what is left first, then the next, each answering what it takes. Two texts too
    /// long to fit side by side give way in turn, the shorter keeping its length when its share
    /// allows.
    ///
    /// One difference from SwiftUI: children that stretch as far as they are offered (spacers,
    /// frames with `maxWidth: .infinity`) are offered what the others leave, rather than counted
    /// in the others' shares. SwiftUI wraps a text that its share cuts short onto more lines;
    /// a list row keeps a line per line break and would cut it, so a label beside a spacer
    /// keeps its text and the spacer takes the rest, as on one line.
    func childSizes(_ stack: StackNode, _ children: [Node], proposal: ProposedCells) -> [CellSize] {
        let axis = stack.axis
        let across = proposal.along(axis.crossing)
        guard let offered = proposal.along(axis) else {
            return children.map {
                size(of: $0, proposal: ProposedCells(along: axis, nil, across: across), in: axis)
            }
        }
        let least = children.map {
            size(of: $0, proposal: ProposedCells(along: axis, 0, across: across), in: axis).along(axis)
        }
        let most = children.map {
            size(
                of: $0, proposal: ProposedCells(along: axis, ProposedCells.unbounded, across: across),
                in: axis
            )
            .along(axis)
        }
        // When every child fits at the length it takes offered all it wants, each takes that
        // length. A stack is drawn in the size it answered, and offered just that size its
        // children's equal shares may each fall short of one that needs more than the others
        // (a padded or bordered text beside plain ones), though all of them fit.
        let spacing = stack.spacing * max(0, children.count - 1)
        if most.allSatisfy({ $0 < ProposedCells.unbounded }), most.reduce(0, +) + spacing <= offered {
            return children.indices.map {
                size(
                    of: children[$0], proposal: ProposedCells(along: axis, most[$0], across: across), in: axis
                )
            }
        }
        let priorities = children.map(\.layoutPriority)
        var sizes = Array(repeating: CellSize.zero, count: children.count)
        var remaining = offered - spacing
        for priority in Set(priorities).sorted(by: >) {
            let members = children.indices.filter { priorities[$0] == priority }
                .sorted { (most[$0] - least[$0], $0) < (most[$1] - least[$1], $1) }
            let reserved = children.indices.filter { priorities[$0] < priority }.reduce(0) { $0 + least[$1] }
            // Children that stretch as far as they are offered (spacers, frames to the
            // infinity) come last and are set aside at their least length meanwhile.
            let stretching = members.filter { most[$0] >= ProposedCells.unbounded }
            let settling = members.filter { most[$0] < ProposedCells.unbounded }
            var available = remaining - reserved - stretching.reduce(0) { $0 + least[$1] }
            for part in [settling, stretching] {
                if part == stretching { available += stretching.reduce(0) { $0 + least[$1] } }
                var left = part.count
                for index in part {
                    let share = max(0, available) / left
                    let taken = size(
                        of: children[index], proposal: ProposedCells(along: axis, share, across: across),
                        in: axis)
                    sizes[index] = taken
                    available -= taken.along(axis)
                    remaining -= taken.along(axis)
                    left -= 1
                }
            }
        }
        return sizes
    }

    /// A stack drawn in the size it took: its children one after another along its axis, each
    /// in the size it takes in that size, placed across it by the stack's alignment.
    func stackBlock(_ stack: StackNode, size: CellSize, style: Style) -> Block {
        let axis = stack.axis
        let parts = arrangedParts(stack)
        let children = parts.map(\.node)
        let sizes = childSizes(stack, children, proposal: ProposedCells(size))
        var block = Block(blank: size, style: LineLayout.blankStyle(style))
        if axis == .horizontal, stack.spacing > 0 {
            // The gaps between a row's parts take its style, as its spacers do.
            let gap = Block(blank: CellSize(width: stack.spacing, height: size.height), style: style)
            var x = 0
            for (index, childSize) in sizes.enumerated() where index < sizes.count - 1 {
                x += childSize.width
                block.draw(gap, x: x, y: 0)
                x += stack.spacing
            }
        }
        // The columns each of the stack's children takes, for a row of several buttons.
        var columns = Array(repeating: 0..<0, count: stack.children.count)
        var position = 0
        for (part, childSize) in zip(parts, sizes) {
            let child = part.node
            let along = position..<(position + childSize.along(axis))
            let marked = columns[part.child]
            columns[part.child] = marked.isEmpty ? along : marked.lowerBound..<along.upperBound
            let room = size.across(axis) - childSize.across(axis)
            let offset: Int
            switch axis {
            case .horizontal:
                offset = LineLayout.offset(of: stack.verticalAlignment, room: room)
            case .vertical:
                offset = LineLayout.offset(of: stack.alignment, room: room)
            }
            var drawn = self.block(of: child, size: childSize, style: style, in: axis)
            if axis == .horizontal, case .spacer = child {
                // Across a row, a spacer's blanks take the row's style (a reversed button's
                // fill), as the gaps between its parts do, on every line of the row.
                drawn = Block(blank: CellSize(width: childSize.width, height: size.height), style: style)
            }
            if axis == .horizontal {
                block.draw(drawn, x: position, y: offset, fill: LineLayout.blankStyle(style))
            } else {
                block.draw(drawn, x: offset, y: position, fill: LineLayout.blankStyle(style))
            }
            position += childSize.along(axis) + stack.spacing
        }
        if axis == .horizontal { block.markParts(columns) }
        return block
    }
}
