@MainActor
extension List: PrimitiveView {
    /// A list's rows: its content with sections opened up, and a `ForEach` whose elements are
    /// rows of their own (sections, outlines, several views) built out, each element opened up
    /// (a `ForEach` of rows stays lazy, also inside a section or an element opened up). A list that selects registers its
    /// selection with the screen, for a split view's column to follow, and a refreshable list its
    /// refresh action.
    func resolve(in context: inout ResolveContext) -> Node {
        // Disclosing rows leave Enter to a list that selects (``ListSelectsKey``).
        let outer = context.environment
        if selection != nil { context.environment[ListSelectsKey.self] = true }
        context.environment[InListKey.self] = true
        let content = context.resolveChild(content, index: 0)
        context.environment = outer
        let environment = context.environment
        let isEditing = { environment.editMode?.wrappedValue.isEditing ?? false }
        if context.preferences.refresh == nil, let refresh = environment.refresh {
            context.preferences.refresh = refresh
        }
        if let selection {
            context.preferences.listSelections.append(
                RegisteredSelection(selection: selection, isEditing: isEditing))
        }
        return .list(
            ListNode(
                segments: Self.rows(of: content, context: context), selection: selection, isEditing: isEditing
            ))
    }

    /// The list's rows: sections opened up, each after a blank line when rows come before it.
    private static func rows(of content: Node, context: ResolveContext) -> [Node] {
        var rows: [Node] = []
        func add(_ nodes: [Node]) {
            for node in nodes {
                switch node {
                case .modified(let inner, .rowTrait(.section)):
                    if !rows.isEmpty { rows.append(.sectionSpacer) }
                    add(inner.flattened)
                case .forEach(let forEach) where forEach.opensUp:
                    add(context.eager([node]))
                case .modified(let inner, let modifier) where inner.isSection:
                    // A modifier of a section is its rows' modifier, as in SwiftUI, where it
                    // applies to the section's content: the section still opens up.
                    let start = rows.count
                    add([inner])
                    for index in start..<rows.count {
                        if let row = rows[index].sectionRow(modified: modifier) { rows[index] = row }
                    }
                default:
                    rows.append(node)
                }
            }
        }
        add(content.flattened)
        return rows
    }
}

/// A list's selection as registered with its screen, for the split view column around it.
struct RegisteredSelection {
    /// The selection.
    let selection: ListSelection
    /// Whether the list is being edited (its environment's edit mode).
    let isEditing: () -> Bool
}
