/// One choice of a picker, resolved: its tag and what it shows.
@MainActor
struct PickerOption {
    /// The choice's `.tag(_:)`, or its `ForEach` element's identity; `nil` for a view with
    /// neither, which cannot be chosen.
    var tag: AnyHashable?
    /// What the choice shows.
    var label: Node

    /// A picker's choices: each view of its content, groups opened up, each `ForEach` built out
    /// with its elements' identities.
    /// - Parameters:
    ///   - content: The picker's content.
    ///   - context: The resolution's context.
    /// - Returns: The choices, in order.
    static func options<Content: View>(of content: Content, in context: inout ResolveContext)
        -> [PickerOption]
    {
        var options: [PickerOption] = []
        for child in context.resolveChild(content, index: 1).flattened {
            guard case .forEach(let forEach) = child else {
                options.append(PickerOption(tag: RowBehavior(child).tag, label: child))
                continue
            }
            var rowContext = context.forRows(of: forEach, collectingInto: context.preferences)
            for offset in 0..<forEach.count {
                let (id, node) = forEach.build(offset, &rowContext)
                for element in node.flattened {
                    options.append(PickerOption(tag: RowBehavior(element).tag ?? id, label: element))
                }
            }
        }
        return options
    }
}
