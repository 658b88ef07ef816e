/// A form laid out in columns, as a Mac lays out `.formStyle(.columns)`: each labeled row's label
/// right-aligned in a column as wide as the widest label, its control or value just after it.
///
/// A control resolved in such a form makes its row ``row(label:content:)``, its label marked
/// `.rowTrait(.formLabel)`; once the form's rows are resolved, ``lined(_:)`` measures the marked
/// labels of its rows and gives each a frame of the column's width. The rows a `ForEach` builds
/// later take the width its other rows made.
struct FormColumns {
    /// Whether the terminal shows UTF-8, which decides a glyph's width.
    let unicode: Bool

    /// A labeled row of the form: the label marked for the label column, the content after it
    /// (a control without the spacer that would push it to the right edge).
    static func row(label: Node, content: Node) -> Node {
        .stack(
            StackNode(
                axis: .horizontal, alignment: .leading, spacing: 1,
                children: [.modified(label, .rowTrait(.formLabel)), unspread(content)]))
    }

    /// A control drawn without the spacers that spread it across its row.
    private static func unspread(_ node: Node) -> Node {
        guard case .stack(var stack) = node, stack.axis == .horizontal else { return node }
        stack.children.removeAll { if case .spacer = $0 { true } else { false } }
        return .stack(stack)
    }

    /// The form's rows with their labels in the label column.
    func lined(_ rows: [Node]) -> [Node] {
        var width = 0
        for row in rows { width = max(width, widestLabel(in: row)) }
        guard width > 0 else { return rows }
        return rows.map { Self.placing($0, width: width) }
    }

    /// The widest label marked in a node, in columns.
    private func widestLabel(in node: Node) -> Int {
        switch node {
        case .modified(let inner, .rowTrait(.formLabel)):
            return width(of: inner)
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden:
                return 0
            case .invisible, .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit,
                .keyPress,
                .rowTrait, .padding, .frame, .overlay, .border, .clip, .disabled, .textAlignment, .layout:
                return widestLabel(in: inner)
            }
        case .button(let button):
            return widestLabel(in: button.label)
        case .link(let link):
            return widestLabel(in: link.label)
        case .stack(let stack):
            return stack.children.map(widestLabel).max() ?? 0
        case .group(let children), .zstack(let children, _):
            return children.map(widestLabel).max() ?? 0
        case .empty, .text, .image, .spacer, .divider, .color, .shape, .list, .forEach, .labeled, .arranged,
            .bar:
            return 0
        }
    }

    /// The columns a label takes on one line: its texts' and glyphs' widths side by side.
    private func width(of node: Node) -> Int {
        switch node {
        case .text(let runs):
            let text = runs.map(\.string).joined()
            return text.split(separator: "\n", omittingEmptySubsequences: false)
                .map { DisplayWidth.of(String($0)) }.max() ?? 0
        case .image(let glyph):
            return DisplayWidth.of(glyph.text(unicode: unicode))
        case .stack(let stack):
            let widths = stack.children.map(width)
            guard stack.axis == .horizontal else { return widths.max() ?? 0 }
            return widths.reduce(0, +) + stack.spacing * max(0, stack.children.count - 1)
        case .group(let children):
            return children.map(width).reduce(0, +)
        case .zstack(let children, _):
            return children.map(width).max() ?? 0
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden:
                return 0
            case .padding(let insets):
                return width(of: inner) + insets.leading + insets.trailing
            case .invisible, .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit,
                .keyPress,
                .rowTrait, .frame, .overlay, .border, .clip, .disabled, .textAlignment, .layout:
                return width(of: inner)
            }
        case .button(let button):
            return width(of: button.label)
        case .link(let link):
            return width(of: link.label)
        case .empty, .spacer, .divider, .color, .shape, .list, .forEach, .labeled, .arranged, .bar:
            return 0
        }
    }

    /// A node with each marked label framed to the column's width, right-aligned; a `ForEach`
    /// frames the labels of the rows it builds.
    private static func placing(_ node: Node, width: Int) -> Node {
        switch node {
        case .modified(let inner, .rowTrait(.formLabel)):
            var frame = CellFrame()
            frame.width = width
            frame.alignment = .trailing
            return .modified(inner, .frame(frame))
        case .modified(let inner, let modifier):
            return .modified(placing(inner, width: width), modifier)
        case .button(var button):
            button.label = placing(button.label, width: width)
            return .button(button)
        case .stack(var stack):
            stack.children = stack.children.map { placing($0, width: width) }
            return .stack(stack)
        case .group(let children):
            return .group(children.map { placing($0, width: width) })
        case .forEach(var forEach):
            let build = forEach.build
            forEach.build = { index, context in
                let built = build(index, &context)
                return (built.id, placing(built.node, width: width))
            }
            return .forEach(forEach)
        case .empty, .text, .image, .spacer, .divider, .color, .shape, .zstack, .list, .link, .labeled,
            .arranged, .bar:
            return node
        }
    }
}
