/// A view drawn over a screen's list (`.overlay` around it), where its alignment puts it in the
/// list's rows' region: a `ContentUnavailableView` centred over a list with no rows.
struct ListOverlay {
    /// The view, resolved.
    let node: Node
    /// Where it sits in the rows' region.
    let alignment: Alignment
}

extension ResolvedScreen {
    /// The overlays in the chain of modifiers around a part (the list), innermost first; an
    /// overlay that shows nothing (`if items.isEmpty { … }` while there are items) is left out.
    static func overlays(around node: Node) -> [ListOverlay] {
        guard case .modified(let inner, let modifier) = node else { return [] }
        let inside = overlays(around: inner)
        guard case .overlay(let overlay, let alignment) = modifier, !ControlRow.isBlank(overlay) else {
            return inside
        }
        return inside + [ListOverlay(node: overlay, alignment: alignment)]
    }
}
