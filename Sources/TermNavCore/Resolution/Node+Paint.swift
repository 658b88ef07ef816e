extension Node {
    /// A view filled with a gradient: it fills its frame as a colour does, each cell in the
    /// gradient's colour at its place.
    /// - Parameter paint: The gradient, colouring the background.
    /// - Returns: The node.
    static func gradientFill(_ paint: CellPaint) -> Node {
        .modified(.color(.clear), .paint(paint))
    }

    /// The gradient this node draws as a background behind what is in front: a gradient view's,
    /// framed or padded or under styles; `nil` for any other background.
    var backgroundPaint: CellPaint? {
        guard case .modified(let inner, let modifier) = self else { return nil }
        switch modifier {
        case .paint(let paint):
            return paint.target == .background ? paint : nil
        case .style, .padding, .frame, .layout, .clip:
            // A gradient clipped to a shape behind a view colours the cells in front whole, as
            // a shape given with `in:` does.
            return inner.backgroundPaint
        case .hidden, .invisible, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress,
            .rowTrait, .overlay, .disabled, .textAlignment, .border:
            return nil
        }
    }

    /// The outline of the shape this node fills behind what is in front, as a background: a
    /// shape filled with a colour of its own, under styles, or such a colour clipped to a shape;
    /// `nil` for anything else (a colour, a gradient, a stroked shape, a shape in a frame of its
    /// own).
    var filledOutline: ShapeOutline? {
        switch self {
        case .shape(let shape):
            guard case .fill(let color?) = shape.paint, color.fillsCells else { return nil }
            return shape.outline
        case .modified(let inner, .style):
            return inner.filledOutline
        case .modified(.color(let color), .clip(let clip)):
            // A colour clipped to a shape (`Color.blue.cornerRadius(8)`) is the shape filled.
            return color.fillsCells ? clip.outline : nil
        case .empty, .text, .image, .spacer, .divider, .color, .group, .stack, .zstack, .list, .forEach,
            .button, .link, .labeled, .modified, .arranged, .bar:
            return nil
        }
    }
}
