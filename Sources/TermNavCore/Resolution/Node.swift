/// A view resolved for one frame: what to draw and what can be activated, with user views'
/// bodies already evaluated. Lists keep their rows lazy (see ``ForEachNode``).
///
/// Every switch over nodes is exhaustive: a new kind of node is a new case here, and the
/// compiler points at each place that must handle it (layout, row behaviour, screen parts).
indirect enum Node {
    /// Nothing.
    case empty
    /// Styled text.
    case text([TextRun])
    /// A glyph (an SF Symbol name resolved through the glyph table).
    case image(Glyph)
    /// Flexible space: in an `HStack`, pushes its neighbours apart.
    case spacer
    /// A colour filling its space (as a background, it colours what is in front).
    case color(Color)
    /// Siblings without a layout of their own (a `TupleView`, a `Group`, an eager `ForEach`).
    case group([Node])
    /// A vertical or horizontal stack.
    case stack(StackNode)
    /// Children drawn over each other, later ones on top.
    case zstack([Node])
    /// A scrolling list of rows.
    case list(ListNode)
    /// A `ForEach` whose rows are built only when asked for.
    case forEach(ForEachNode)
    /// Something that runs an action when activated.
    case button(ButtonNode)
    /// A navigation link.
    case link(LinkNode)
    /// A node with a modifier applied.
    case modified(Node, NodeModifier)

    /// The node as a list of siblings: a group's children, opened up, or the node itself.
    var flattened: [Node] {
        switch self {
        case .empty:
            return []
        case .group(let children):
            return children.flatMap(\.flattened)
        case .text, .image, .spacer, .color, .stack, .zstack, .list, .forEach, .button, .link, .modified:
            return [self]
        }
    }
}

/// A stack's layout.
struct StackNode {
    /// The axis the children are laid along.
    enum Axis {
        case vertical
        case horizontal
    }

    var axis: Axis
    var alignment: HorizontalAlignment
    var spacing: Int
    var children: [Node]
}

/// A button resolved: its action and its label.
struct ButtonNode {
    var action: () -> Void
    var label: Node
}

/// A resolved navigation link: what it pushes and what it shows.
struct LinkNode {
    /// The link as registered in its screen's table.
    var entry: LinkEntry
    /// What the link shows.
    var label: Node
}

/// How a node is changed by a modifier.
enum NodeModifier {
    /// `.hidden()`: not drawn, and a link inside is never activated by keys.
    case hidden
    /// `.opacity(0)`: not drawn, but a link inside still activates its row.
    case invisible
    /// A style laid over the node's own.
    case style(Style)
    /// A row accessory, set with `.navigationAccessory(_:action:)`, and what activating the
    /// accessory itself does (the `i` key), if anything.
    case accessory(RowAccessory, action: (() -> Void)?)
    /// Content drawn behind the node: only its colour shows; links inside it still count.
    case background(Node)
}

/// A resolved `ForEach`: a count and a way to build element `i`, nothing built ahead of time.
struct ForEachNode {
    /// The number of elements.
    var count: Int
    /// The identity of element `i`.
    var id: (Int) -> AnyHashable
    /// Builds element `i` in the given context.
    var build: (Int, inout ResolveContext) -> Node
    /// Where the `ForEach` sits, so rows built later get the same paths as if built at once.
    var path: ViewPath
    /// Whether cached row bodies may be reused (false when the `ForEach` itself is new).
    var reusing: Bool
}

/// A resolved `List`: its content split into segments, each a single row or a lazy `ForEach`.
struct ListNode {
    var segments: [Node]
}
