extension SafeAreaInset: PrimitiveView {
    /// Resolves the content and the inset as a stack the screen opens into its parts: beside a
    /// list, the inset becomes a fixed part above or below the rows; beside a scroll view it
    /// follows the content, a spacer between; beside other content it stays at the edge, the
    /// content centred in the rest, as SwiftUI centres content in the area the inset leaves.
    /// The inset takes the whole width, placed by its alignment.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let scrolledBefore = context.preferences.scrollsDown
        let content = context.resolvePart(self.content, index: 0)
        let scrolls = context.preferences.scrollsDown && !scrolledBefore
        let inset = context.resolvePart(self.inset, index: 1)
        // An inset that shows nothing (a scope bar while no search goes on) takes no line.
        if inset.flattened.isEmpty { return content }
        let isList = ResolvedScreen.list(in: content) != nil
        let edge: VerticalEdge
        let across: HorizontalAlignment
        switch placement {
        case .vertical(let vertical, let alignment):
            edge = vertical
            across = alignment
        case .horizontal(let horizontal, let alignment):
            guard isList else {
                let columns = PointScale.columns(spacing ?? 0)
                return .stack(
                    StackNode(
                        axis: .horizontal, alignment: .leading, verticalAlignment: alignment,
                        spacing: columns,
                        children: horizontal == .leading ? [inset, content] : [content, inset]))
            }
            edge = horizontal == .leading ? .top : .bottom
            across = .center
        }
        let placed = Node.modified(
            inset,
            .frame(
                CellFrame(
                    minWidth: nil, maxWidth: .infinity, minHeight: nil, maxHeight: nil,
                    alignment: Alignment(horizontal: across, vertical: .center))))
        let rest: Node
        if isList {
            rest = content
        } else if scrolls {
            // A scroll view starts at the top: the spacer keeps a bottom inset at the bottom.
            rest = edge == .top ? content : Self.column([content, .spacer])
        } else {
            rest = Self.column([.spacer, content, .spacer])
        }
        let lines = PointScale.lines(spacing ?? 0)
        return .stack(
            StackNode(
                axis: .vertical, alignment: .center, spacing: lines,
                children: edge == .top ? [placed, rest] : [rest, placed]))
    }

    /// Nodes one under another, with no space between.
    private static func column(_ children: [Node]) -> Node {
        .stack(StackNode(axis: .vertical, alignment: .center, spacing: 0, children: children))
    }
}
