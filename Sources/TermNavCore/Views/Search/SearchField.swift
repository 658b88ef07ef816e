/// A screen's search field, as data: the text it edits and what it shows while empty.
struct SearchField {
    /// The text the user types, which the app filters its rows by.
    let text: Binding<String>
    /// What the field shows while empty.
    let prompt: String
}
