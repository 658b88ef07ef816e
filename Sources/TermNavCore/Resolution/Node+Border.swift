extension Node {
    /// The stroked shape this node is, as an overlay or background makes a border of it: a
    /// stroked shape, under styles whose colour a stroke of no colour of its own takes. `nil` for
    /// anything else, a stroked shape in a frame of its own among them (it is drawn where it
    /// stands).
    var strokedShape: PaintedShape? {
        switch self {
        case .shape(let shape):
            guard case .stroke = shape.paint else { return nil }
            return shape
        case .modified(let inner, .style(let style)):
            guard var shape = inner.strokedShape else { return nil }
            if case .stroke(nil, let stroke) = shape.paint {
                let color: Color? =
                    style.foreground != .default
                    ? style.foreground : style.attributes.contains(.dim) ? .secondary : nil
                shape.paint = .stroke(color, stroke)
            }
            return shape
        case .modified(let inner, .layout), .modified(let inner, .disabled):
            return inner.strokedShape
        case .modified:
            return nil
        case .empty, .text, .image, .spacer, .divider, .color, .group, .stack, .zstack, .list, .forEach,
            .button, .link, .labeled, .arranged, .bar:
            return nil
        }
    }

    /// The node with a stroked shape laid over or behind it, as a border: a box in a cell of its
    /// own on each side, except where the node is padded, where the box takes the padding's
    /// outermost cell (at the sides, where that leaves a blank column between the box and the
    /// text). So `VStack { … }.padding().overlay(RoundedRectangle(cornerRadius: 12)
    /// .stroke(.gray))` is as large as without the box, its text inside it, and `Text("Tag")
    /// .overlay(Capsule().stroke())` two columns wider and two lines taller: a cell cannot show
    /// a line over its text, so the box never covers the content.
    /// - Parameter shape: The stroked shape.
    /// - Returns: The bordered node.
    func bordered(by shape: PaintedShape) -> Node {
        onPadding(shape) ?? .modified(self, .border(shape))
    }

    /// The node with the border put on its padding, inside the modifiers that colour or style it
    /// whole (so a background colours the box's cells too); `nil` when it has no padding there.
    private func onPadding(_ shape: PaintedShape) -> Node? {
        guard case .modified(let inner, let modifier) = self else { return nil }
        switch modifier {
        case .padding(let insets):
            // A side keeps a blank column between the box and the text: the box takes a
            // column of the padding where it has two or more; above and below, a line.
            var rest = insets
            rest.top = max(0, insets.top - 1)
            rest.leading = insets.leading >= 2 ? insets.leading - 1 : insets.leading
            rest.bottom = max(0, insets.bottom - 1)
            rest.trailing = insets.trailing >= 2 ? insets.trailing - 1 : insets.trailing
            return .modified(rest.isEmpty ? inner : .modified(inner, .padding(rest)), .border(shape))
        case .style, .paint, .background, .disabled, .textAlignment, .lineLimit, .overlay, .clip:
            return inner.onPadding(shape).map { .modified($0, modifier) }
        case .hidden, .invisible, .accessory, .toolbarPlacement, .keyPress, .rowTrait, .frame, .border,
            .layout:
            return nil
        }
    }
}
