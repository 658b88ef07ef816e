/// Where a row stands in a disclosure group or an outline, for the keys that move the focus
/// through the tree: ← to the row of the group holding it, → into an expanded group's rows.
struct OutlinePlace {
    /// How far up the row of the group or node holding this row is, in rows; `nil` for a row
    /// at the top.
    var parentDistance: Int?
    /// Whether the row is an expanded group's or node's with rows below it, the first of which
    /// → moves to.
    var entersContent: Bool
}

extension Node {
    /// The node as a row of a disclosure group's content, `distance` rows below the group's row:
    /// indented two cells, and with the group's row as its parent unless it has one of its own
    /// (a nested group's content).
    func disclosed(distance: Int) -> Node {
        if case .modified(let inner, .rowTrait(.outline(var place))) = self {
            if place.parentDistance == nil { place.parentDistance = distance }
            return .modified(inner.indented(by: 1), .rowTrait(.outline(place)))
        }
        return .modified(
            indented(by: 1), .rowTrait(.outline(OutlinePlace(parentDistance: distance, entersContent: false)))
        )
    }

    /// The node indented by two cells a level.
    func indented(by levels: Int) -> Node {
        guard levels > 0 else { return self }
        var insets = CellInsets()
        insets.leading = 2 * levels
        return .modified(self, .padding(insets))
    }
}
