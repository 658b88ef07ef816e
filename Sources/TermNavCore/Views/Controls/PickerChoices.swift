/// A picker's choices as buttons: in its box of choices or among a menu's items, as rows of its
/// own (inline), or in the list a navigation link picker pushes.
struct PickerChoices<SelectionValue: Hashable, Content: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// Where the choices stand.
    enum Kind {
        /// In the box a menu picker opens, or among a menu's items: the chosen one marked `✓`.
        case dialog
        /// In the picker's place, after its label: a row each, the chosen one with a checkmark.
        case inline(AnyView)
        /// In the pushed list: a row each, the chosen one with a checkmark; choosing one runs the
        /// action, which goes back.
        case list(() -> Void)
    }

    let parts: PickerParts<SelectionValue, Content>
    let kind: Kind
}
