/// What a view tells the list row it is in, apart from what it draws: its tag, or that it is
/// part of a section.
enum RowTrait {
    /// `.tag(_:)`: what a list that selects chooses for the row; `nil` for no tag.
    case tag(AnyHashable?)
    /// `.id(_:)`: the view's explicit identity, which `ScrollViewProxy.scrollTo(_:anchor:)`
    /// finds the row by.
    case id(AnyHashable)
    /// `.swipeActions`: the row's own actions, as views; the actions key shows them.
    case swipeActions(any View)
    /// A section's header or footer, or the blank line before a section: a dim line that never
    /// takes the focus.
    case sectionLabel
    /// A section's parts (header, rows, footer), which a list opens up into rows of their own.
    case section
    /// `.focused(_:)` and `.focused(_:equals:)`: a focus state that names the row while it has
    /// the focus.
    case focus(FocusTarget)
    /// `.focusable(_:)`: whether the part takes the focus, whether it has an action or not.
    case focusable(Bool)
    /// A text field: what it edits and how it is drawn while it is being edited.
    case textField(TextFieldEntry)
    /// A value control's row (a toggle, a picker): a click on it acts at once, as Enter does,
    /// rather than only taking the focus.
    case control
    /// The parts of a control a click acts on one by one (a stepper's − and +, a segmented
    /// picker's segments), at the end of the row's first line.
    case clicks(ControlClicks)
    /// A row with a menu of its own (`.contextMenu`, or a menu with a primary action): the menu
    /// key opens it.
    case menu(() -> Void)
    /// A nested menu among a menu's items (the node is its label): its title and its items.
    case submenu(title: String?, items: Node)
    /// A view's taps and long presses (`.onTapGesture`, `.gesture`): the view takes the focus,
    /// Enter, Space and a click run its tap, and the actions key lists its long press.
    case gesture(GestureActions)
    /// A row of a disclosure group or an outline: where it stands in the tree, for the keys
    /// that move the focus to its parent's row and into its content.
    case outline(OutlinePlace)
    /// The label of a row of a form laid out in columns, which the form puts in its label
    /// column (``FormColumns``).
    case formLabel
    /// SwiftUI's accessibility modifiers on the node, merged into one value: nothing is drawn
    /// for them (see ``Node/accessibility``).
    case accessibility(AccessibilityAttributes)
}

extension Node {
    /// Whether the node is a section's header or footer (or the blank line before a section),
    /// under any modifiers.
    var isSectionLabel: Bool {
        guard case .modified(let inner, let modifier) = self else { return false }
        if case .rowTrait(.sectionLabel) = modifier { return true }
        return inner.isSectionLabel
    }

    /// A section's label: the node dim, taking no focus; `nil` when the node shows nothing.
    static func sectionLabel(_ node: Node) -> Node? {
        guard !node.flattened.isEmpty else { return nil }
        return .modified(.modified(node, .style(Style(attributes: .dim))), .rowTrait(.sectionLabel))
    }

    /// Whether the node is a section (its parts, which a list opens up into rows), under any
    /// modifiers.
    var isSection: Bool {
        guard case .modified(let inner, let modifier) = self else { return false }
        if case .rowTrait(.section) = modifier { return true }
        return inner.isSection
    }

    /// A row of a section with a modifier the section was given; `nil` where it stays as it is.
    /// A lazy `ForEach`'s rows each take it as they are built; a header or footer takes what
    /// changes how it is drawn, not what makes a row of it (a row trait, an accessory); the
    /// blank line before the section takes nothing.
    /// - Parameter modifier: The section's modifier.
    /// - Returns: The row modified.
    func sectionRow(modified modifier: NodeModifier) -> Node? {
        if case .forEach(var forEach) = self {
            let build = forEach.build
            forEach.build = { offset, context in
                let built = build(offset, &context)
                return (built.id, .modified(built.node, modifier))
            }
            // A modifier that hides what the rows show leaves their texts to the rows built.
            switch modifier {
            case .hidden, .invisible: forEach.readTexts = ForEachNode.readNoTexts
            default: break
            }
            return .forEach(forEach)
        }
        guard isSectionLabel else { return .modified(self, modifier) }
        switch modifier {
        case .rowTrait, .accessory: return nil
        default: return isSectionSpacer ? nil : .modified(self, modifier)
        }
    }

    /// The blank line that sets a section apart from the rows before it.
    static var sectionSpacer: Node { .modified(.text([]), .rowTrait(.sectionLabel)) }

    /// Whether the node is the blank line that sets a section apart (``sectionSpacer``).
    var isSectionSpacer: Bool {
        guard case .modified(.text(let runs), .rowTrait(.sectionLabel)) = self else { return false }
        return runs.isEmpty
    }
}
