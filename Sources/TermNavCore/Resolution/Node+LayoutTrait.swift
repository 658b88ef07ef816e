extension Node {
    /// The priority the node asks for in a stack: its outermost `.layoutPriority(_:)`, 0 without.
    var layoutPriority: Double {
        switch self {
        case .modified(_, .layout(.priority(let priority))):
            return priority
        case .modified(let inner, .layout), .modified(let inner, .style), .modified(let inner, .paint),
            .modified(let inner, .keyPress),
            .modified(let inner, .accessory), .modified(let inner, .rowTrait):
            return inner.layoutPriority
        default:
            return 0
        }
    }

    /// The columns of a grid the node spans: its `.gridCellColumns(_:)`, 1 without.
    var gridCellColumns: Int {
        switch self {
        case .modified(_, .layout(.gridCellColumns(let columns))):
            return max(1, columns)
        case .modified(let inner, .layout), .modified(let inner, .style), .modified(let inner, .paint),
            .modified(let inner, .keyPress),
            .modified(let inner, .accessory), .modified(let inner, .rowTrait):
            return inner.gridCellColumns
        default:
            return 1
        }
    }
}

extension Node {
    /// Whether the node stretches across the width it is offered, as SwiftUI's flexible
    /// controls do: a bar (a slider's track, a progress bar), a text field of one line, or a row
    /// of views beside one (a slider between its value labels), under modifiers that neither hide
    /// it nor fix its width.
    /// Read from the node's shape alone.
    var stretchesAcross: Bool {
        switch self {
        case .bar:
            return true
        case .stack(let stack):
            return stack.axis == .horizontal && stack.children.contains { $0.stretchesAcross }
        case .button(let button):
            return button.label.stretchesAcross
        case .link(let link):
            return link.label.stretchesAcross
        case .labeled(let labeled):
            return labeled.value.stretchesAcross
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden, .invisible:
                return false
            case .rowTrait(.textField(let field)):
                // A text field of one line takes the width offered; a field of several lines
                // is a row of its own.
                return field.area == nil
            case .frame(let frame):
                // A fixed width, or a bounded one, holds it; a frame to the infinity stretches too.
                let isBounded = frame.width != nil || (frame.maxWidth.map { $0 != .infinity } ?? false)
                return !isBounded && inner.stretchesAcross
            case .layout(.fixedSize(let horizontal, _)):
                return !horizontal && inner.stretchesAcross
            case .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress, .rowTrait,
                .padding, .border, .clip, .overlay, .disabled, .textAlignment, .layout:
                return inner.stretchesAcross
            }
        case .empty, .text, .image, .spacer, .divider, .color, .shape, .group, .zstack, .list, .forEach,
            .arranged:
            return false
        }
    }
}

extension Node {
    /// Whether the node is a text field of one line, under any modifiers.
    var isTextField: Bool {
        switch self {
        case .modified(_, .rowTrait(.textField(let field))):
            return field.area == nil
        case .modified(let inner, _):
            return inner.isTextField
        case .empty, .text, .image, .bar, .spacer, .divider, .color, .shape, .group, .stack, .zstack, .list,
            .forEach,
            .button, .link, .labeled, .arranged:
            return false
        }
    }
}
