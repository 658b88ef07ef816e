/// A date picker's row: the label at the left, the date's fields at the right, the field being
/// edited marked, and the keys that edit it.
struct DatePickerRow<Label: View>: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The date, its fields and its bounds.
    let value: DatePickerValue
    let label: Label
    /// The field being edited, as the picker keeps it.
    let editing: Binding<DatePickerEditing?>
    /// The field drawn as edited: the one being edited while the row has the focus, else `nil`.
    let shown: DatePickerEditing?
}
