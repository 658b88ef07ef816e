/// How a node is changed by a modifier.
enum NodeModifier {
    /// `.hidden()`: not drawn, and a link inside is never activated by keys.
    case hidden
    /// `.opacity(0)`: not drawn, but a link inside still activates its row.
    case invisible
    /// A style laid over the node's own.
    case style(Style)
    /// A gradient laid over the node's cells, each taking the colour at its place: as its text
    /// colour or as its background.
    case paint(CellPaint)
    /// A row accessory, set with `.navigationAccessory(_:action:)`, and what activating the
    /// accessory itself does (the `i` key), if anything.
    case accessory(RowAccessory, action: (() -> Void)?)
    /// Content drawn behind the node: only its colour shows; links inside it still count.
    case background(Node)
    /// A toolbar item's place; drawn as its content.
    case toolbarPlacement(ToolbarItemPlacement.Region)
    /// The most lines the text inside may take (wrapping), or `nil` for no limit.
    case lineLimit(Int?)
    /// A key handler (`.onKeyPress`) for while the node, or a node inside it, has the focus;
    /// drawn as its content.
    case keyPress(KeyPressHandler)
    /// What the node tells the list row it is in (a section's parts, a header).
    case rowTrait(RowTrait)
    /// Blank columns at the sides and lines above and below.
    case padding(CellInsets)
    /// A size in cells and where the node sits in it.
    case frame(CellFrame)
    /// Content drawn over the node, placed by an alignment; links inside it still count.
    case overlay(Node, Alignment)
    /// A box of box-drawing characters around the node, a cell of its own on each side: a
    /// `.border`, or a stroked shape laid over or behind the node (see `Node.bordered(by:)`).
    case border(PaintedShape)
    /// The node clipped to a shape in its block of cells: the cells the shape, filled there,
    /// would leave out show what is around the node (see `ShapeCells.clipped(_:to:style:)`).
    case clip(ShapeClip)
    /// Drawn dim; buttons and links inside do nothing.
    case disabled
    /// The node's lines lined up with each other.
    case textAlignment(TextAlignment)
    /// What the node tells the layout of its parent beyond its size: its priority for space in
    /// a stack, a fixed size, an offset, the columns of a grid it spans.
    case layout(LayoutTrait)
}
