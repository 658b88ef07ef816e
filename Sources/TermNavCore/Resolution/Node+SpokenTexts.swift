/// A node's texts as a screen reader reads them.
extension Node {
    /// The texts a screen reader reads in the node, in order, not yet made safe: a view with an
    /// `.accessibilityLabel` gives its label, a hidden one nothing, a checkmark or a switch what
    /// it means. A control that reads its label and value apart (a picker) says them with this.
    var spokenTexts: [String] {
        var texts: [String] = []
        Self.collect(self, into: &texts)
        return texts
    }

    /// The node's texts as one phrase, as VoiceOver reads an element that combines several:
    /// separate texts (the views of a stack, a label and its value) joined by ", ", the runs of
    /// one `Text` (`Text + Text`, interpolation) as written; blank texts left out.
    var spokenWords: String {
        spokenTexts.map(Self.trimmed).filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// A text without the spaces and line breaks at its ends.
    private static func trimmed(_ text: String) -> Substring {
        let start = text.drop { $0.isWhitespace }
        guard let last = start.lastIndex(where: { !$0.isWhitespace }) else { return "" }
        return start[...last]
    }

    /// Collects the texts of a node a screen reader reads, in order: a view with an
    /// `.accessibilityLabel` gives its label, a hidden one nothing, a checkmark or a switch
    /// what it means.
    private static func collect(_ node: Node, into texts: inout [String]) {
        switch node {
        case .text(let runs):
            texts.append(runs.map(\.string).joined())
        case .image(let glyph):
            switch glyph {
            case Glyphs.checkmark, Glyphs.checkboxOn: texts.append("selected")
            default: break
            }
        case .bar, .empty, .spacer, .divider, .color, .shape, .list, .forEach:
            break
        case .group(let children), .zstack(let children, _):
            for child in spokenOrder(children) { collect(child, into: &texts) }
        case .stack(let stack):
            for child in spokenOrder(stack.children) { collect(child, into: &texts) }
        case .arranged(let arranged):
            for child in spokenOrder(arranged.children) { collect(child, into: &texts) }
        case .labeled(let labeled):
            collect(labeled.label, into: &texts)
            collect(labeled.value, into: &texts)
        case .button(let button):
            collect(button.label, into: &texts)
        case .link(let link):
            collect(link.label, into: &texts)
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden, .invisible:
                break
            case .rowTrait(.accessibility(let attributes)):
                if attributes.isHidden == true { break }
                if let label = attributes.label {
                    texts.append(label)
                } else if attributes.children != .ignore {
                    collect(inner, into: &texts)
                }
            case .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress, .rowTrait,
                .padding, .border, .clip, .frame, .disabled, .textAlignment, .layout:
                collect(inner, into: &texts)
            case .overlay(let overlay, _):
                collect(inner, into: &texts)
                collect(overlay, into: &texts)
            }
        }
    }

    /// Children in the order they are read: by `.accessibilitySortPriority`, higher first, the
    /// children without one at 0, and in their own order where priorities are equal.
    private static func spokenOrder(_ children: [Node]) -> [Node] {
        let priorities = children.map { $0.accessibility?.sortPriority }
        guard priorities.contains(where: { $0 != nil }) else { return children }
        return children.indices.sorted { first, second in
            let (a, b) = (priorities[first] ?? 0, priorities[second] ?? 0)
            return a != b ? a > b : first < second
        }.map { children[$0] }
    }
}
