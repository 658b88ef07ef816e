/// The identity of a row in its screen, used to keep the focus on the same row across frames,
/// and on it when rows come and go around it.
enum RowID: Hashable {
    /// A row that is not part of a `ForEach`: what tells it from the rows around it
    /// (``Node/rowKey``), and how many rows before it have the same key. Beside them, not part
    /// of the identity, the key of the row before it that is not a `ForEach`'s (`0` for the
    /// first): a row whose own key changed (a button's label, a picker being edited) is looked
    /// for after the same row.
    case fixed(key: Int, occurrence: Int, after: Int)
    /// A `ForEach` element: its `ForEach`'s place among the screen's `ForEach`es and lazy grids
    /// (rows that are not a `ForEach`'s come and go without changing it), and its own identity.
    case element(segment: Int, id: AnyHashable)

    static func == (lhs: RowID, rhs: RowID) -> Bool {
        switch (lhs, rhs) {
        case (.fixed(let key, let occurrence, _), .fixed(let otherKey, let otherOccurrence, _)):
            return key == otherKey && occurrence == otherOccurrence
        case (.element(let segment, let id), .element(let otherSegment, let otherID)):
            return segment == otherSegment && id == otherID
        default:
            return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch self {
        case .fixed(let key, let occurrence, _):
            hasher.combine(0)
            hasher.combine(key)
            hasher.combine(occurrence)
        case .element(let segment, let id):
            hasher.combine(1)
            hasher.combine(segment)
            hasher.combine(id)
        }
    }

    /// Whether the other identity is of a row that is not a `ForEach`'s after the same row: the
    /// same row, changed.
    func follows(as other: RowID) -> Bool {
        guard case .fixed(_, _, let after) = self, case .fixed(_, _, let otherAfter) = other else {
            return false
        }
        return after == otherAfter
    }
}
