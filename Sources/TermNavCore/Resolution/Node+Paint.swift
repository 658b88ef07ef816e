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
}
