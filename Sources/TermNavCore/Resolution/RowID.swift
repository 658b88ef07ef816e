/// The identity of a row in its screen, used to keep the focus on the same row across frames.
enum RowID: Hashable {
    /// A row that is not part of a `ForEach`: the segment's position.
    case fixed(segment: Int)
    /// A `ForEach` element: its segment and its own identity.
    case element(segment: Int, id: AnyHashable)
}
