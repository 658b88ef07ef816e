/// A row that discloses others: its label after the disclosure glyph, indented by its depth,
/// with the keys that expand and collapse it.
///
/// A disclosure group's label row and each row of an outline are one.
struct DisclosureRow<Label: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// What the row shows after its glyph.
    let label: Label
    /// How deep the row stands: two cells of indentation a level.
    let depth: Int
    /// What the glyph says and what → and ← do.
    let disclosure: DisclosureState
    /// How far up the row of the group holding this one is, in rows; `nil` at the top.
    let parentDistance: Int?
    /// Whether what the row discloses is expanded, read when a key or a click acts (a key
    /// handled before the next frame sees the value the last one set) and written by them.
    let isExpanded: Binding<Bool>
}
