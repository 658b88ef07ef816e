/// A picker's one row: a menu's or a navigation link's (the label, the current choice at the
/// right), or a segmented picker's (the label, the choices side by side).
struct PickerRow<SelectionValue: Hashable, Content: View, Label: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// Which row it is.
    enum Kind {
        /// A menu's: Enter or a click runs the action, which opens the box of choices.
        case menu(() -> Void)
        /// A navigation link's: the current choice, dim, the link's indicator after it.
        case value
        /// A segmented picker's: ← and → choose.
        case segmented
    }

    let parts: PickerParts<SelectionValue, Content>
    let label: Label
    let kind: Kind
}
