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
    /// Flexible space: in an `HStack`, pushes its neighbours apart; at least `minLength` points.
    case spacer(minLength: Double)
    /// A separating rule: across in a vertical layout, a bar in a horizontal one.
    case divider
    /// A colour filling its space (as a background, it colours what is in front).
    case color(Color)
    /// A shape filled or stroked in its space: see `ShapeCells`.
    case shape(PaintedShape)
    /// Siblings without a layout of their own (a `TupleView`, a `Group`, an eager `ForEach`).
    case group([Node])
    /// A vertical or horizontal stack.
    case stack(StackNode)
    /// Children drawn over each other, later ones on top, each placed by the alignment.
    case zstack([Node], Alignment)
    /// A scrolling list of rows.
    case list(ListNode)
    /// A `ForEach` whose rows are built only when asked for.
    case forEach(ForEachNode)
    /// Something that runs an action when activated.
    case button(ButtonNode)
    /// A navigation link.
    case link(LinkNode)
    /// A label with a value at the right (`LabeledContent`).
    case labeled(LabeledNode)
    /// A node with a modifier applied.
    case modified(Node, NodeModifier)
    /// Children arranged by a layout of their own: a grid, the first that fits, an app's
    /// `Layout`.
    case arranged(ArrangedNode)
    /// A bar that stretches across the width it is offered: a slider's track, a progress bar.
    case bar(BarNode)

    /// Flexible space with no least length.
    static var spacer: Node { .spacer(minLength: 0) }

    /// The node as a list of siblings: a group's children, opened up, or the node itself.
    var flattened: [Node] {
        switch self {
        case .empty:
            return []
        case .group(let children):
            return children.flatMap(\.flattened)
        case .text, .image, .spacer, .divider, .color, .shape, .stack, .zstack, .list, .forEach, .button,
            .link,
            .labeled, .modified, .arranged, .bar:
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
    /// Where a vertical stack's children sit across it.
    var alignment: HorizontalAlignment
    /// Where a horizontal stack's children sit across it, when some are taller than others.
    var verticalAlignment: VerticalAlignment = .center
    /// Blank cells between children: columns across, lines down.
    var spacing: Int
    var children: [Node]
}

/// A label and its value, laid out with the value at the right, cut first.
struct LabeledNode {
    var label: Node
    var value: Node
}

/// A button resolved: its action and its label.
struct ButtonNode {
    var action: () -> Void
    var label: Node
    /// The button's role, which alerts and dialogs read.
    var role: ButtonRole?
    /// Whether a dialog opens with this button chosen (a menu picker's current choice).
    var isInitialChoice = false
}

/// A resolved navigation link: what it pushes and what it shows.
struct LinkNode {
    /// The link as registered in its screen's table.
    var entry: LinkEntry
    /// What the link shows.
    var label: Node
    /// The accessory a visible link gives its row: the environment's default for links.
    var defaultAccessory: RowAccessory
}

/// A resolved `List`: its content split into segments, each a single row or a lazy `ForEach`.
struct ListNode {
    var segments: [Node]
    /// What Enter on a row chooses, for a list made with `selection:`.
    var selection: ListSelection?
    /// Whether the list is being edited (its environment's edit mode), read when asked.
    var isEditing: () -> Bool = { false }
    /// Whether the list is a `Form`'s: Tab stops on its buttons and links too, as on its
    /// other controls.
    var isForm = false
}

/// A bar drawn across the width it is offered, as SwiftUI's flexible controls take the width of
/// their row: a slider's track, a linear progress view's or gauge's bar.
struct BarNode {
    /// The fewest cells it is drawn in, however narrow the room.
    static let leastWidth = 8
    /// The cells it takes where no width is offered (its ideal width: at a fixed size, in a
    /// row that scrolls across).
    static let idealWidth = 20

    /// The bar drawn in a number of cells, in both glyph sets: the part filled up to its value
    /// (a slider's up to its knob), then the rest.
    var drawn: (Int) -> (filled: Glyph, rest: Glyph)
    /// The colour of the filled part (`.tint(_:)`), as SwiftUI draws a slider's track and a
    /// progress bar in the tint; `nil` for the text's colour.
    var tint: Color?

    /// The cells the bar takes when offered `width`: the width, at least ``leastWidth``; its
    /// ideal width when offered an unbounded one.
    static func width(offered width: Int?) -> Int {
        guard let width, width < PointScale.largest else { return idealWidth }
        return max(leastWidth, width)
    }
}
