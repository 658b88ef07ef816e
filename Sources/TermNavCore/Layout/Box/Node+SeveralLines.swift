extension Node {
    /// Whether the node may take more than one line: a column of two or more parts, text with a
    /// line break, padding above or below, a frame more than a line tall. A row that may is laid
    /// out by the box layout, never by the one-line path (``isOneLine``). Read from the node's
    /// shape alone, nothing laid out.
    var takesSeveralLines: Bool {
        switch self {
        case .empty, .image, .bar, .spacer, .divider, .color, .shape, .list, .forEach:
            return false
        case .arranged:
            return true
        case .text(let runs):
            return runs.contains { LineLayout.mayHoldNewline($0.string) }
                && runs.map(\.string).joined().contains { $0.isNewline }
        case .group(let children):
            return Self.severalParts(children) || children.contains { $0.takesSeveralLines }
        case .stack(let stack):
            if stack.axis == .vertical, Self.severalParts(stack.children) { return true }
            return stack.children.contains { $0.takesSeveralLines }
        case .zstack(let children, _):
            return children.contains { $0.takesSeveralLines }
        case .button(let button):
            return button.label.takesSeveralLines
        case .link(let link):
            return link.label.takesSeveralLines
        case .labeled(let labeled):
            return labeled.label.takesSeveralLines || labeled.value.takesSeveralLines
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden, .invisible:
                return false
            case .padding(let insets):
                return insets.top + insets.bottom > 0 || inner.takesSeveralLines
            case .frame(let frame):
                let fixed = frame.height ?? 0
                let least = frame.minHeight ?? 0
                return fixed > 1 || least > 1 || inner.takesSeveralLines
            case .lineLimit(let limit):
                return limit != 1 && inner.takesSeveralLines
            case .border, .layout(.position):
                return true
            case .style, .paint, .accessory, .background, .toolbarPlacement, .keyPress, .rowTrait, .overlay,
                .disabled, .textAlignment, .layout, .clip:
                return inner.takesSeveralLines
            }
        }
    }

    /// Whether children laid down a column make more than one part that shows.
    private static func severalParts(_ children: [Node]) -> Bool {
        var parts = 0
        for child in children.flatMap(\.flattened) {
            switch child {
            case .empty, .modified(_, .hidden), .modified(_, .invisible): continue
            case .text, .image, .bar, .spacer, .divider, .color, .shape, .group, .stack, .zstack, .list,
                .forEach, .button, .link, .labeled, .modified, .arranged:
                parts += 1
            }
            if parts > 1 { return true }
        }
        return false
    }
}

extension Node {
    /// Whether the node is a colour, a gradient or a shape (framed, padded or styled): in a
    /// `ZStack`, a layer that shows under and around what is in front of it.
    var isPaintedLayer: Bool {
        switch self {
        case .color(let color):
            return color != .clear
        case .shape:
            return true
        case .modified(.color(.clear), .paint):
            return true
        case .modified(let inner, .frame), .modified(let inner, .style), .modified(let inner, .padding):
            return inner.isPaintedLayer
        case .empty, .text, .image, .bar, .spacer, .divider, .group, .stack, .zstack, .list, .forEach,
            .button,
            .link, .labeled, .arranged, .modified:
            return false
        }
    }
}

extension Node {
    /// Whether the one-line path (``LineLayout/line(_:width:style:)``) lays the node out in a row
    /// that does not wrap: a text, a glyph, a field, a labeled value or a horizontal stack, under
    /// modifiers that keep it on its line, taking one line. Others go to the box layout.
    var isOneLine: Bool {
        isOneLineShape && !takesSeveralLines
    }

    /// Whether the node's line is cut short as a whole line is (`Line.truncated(to:ellipsis:)`),
    /// by the one-line path and the box layout alike: a text or a glyph, under styles.
    var isCutAsALine: Bool {
        switch self {
        case .text, .image:
            return true
        case .modified(let inner, .style):
            return inner.isCutAsALine
        case .button(let button):
            return button.label.isCutAsALine
        case .link(let link):
            return link.label.isCutAsALine
        case .empty, .bar, .spacer, .divider, .color, .shape, .group, .stack, .zstack, .list, .forEach,
            .labeled, .modified, .arranged:
            return false
        }
    }

    private var isOneLineShape: Bool {
        switch self {
        case .text, .image, .labeled:
            return true
        case .stack(let stack):
            return stack.axis == .horizontal
        case .button(let button):
            return button.label.isOneLineShape
        case .link(let link):
            return link.label.isOneLineShape
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden, .invisible, .layout(.offset), .layout(.position):
                return false
            case .lineLimit(let limit) where limit != 1:
                // Text that may wrap onto the lines its limit allows.
                return false
            case .rowTrait(.textField(let field)) where field.area == nil:
                return true
            case .style, .paint, .accessory, .background, .toolbarPlacement, .keyPress, .rowTrait, .overlay,
                .disabled, .textAlignment, .layout, .clip, .lineLimit, .padding, .frame, .border:
                return inner.isOneLineShape
            }
        case .empty, .bar, .spacer, .divider, .color, .shape, .group, .zstack, .list, .forEach, .arranged:
            return false
        }
    }
}
