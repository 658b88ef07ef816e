/// A button that turns the edit mode on and off, as SwiftUI's `EditButton`: it reads "Edit", and
/// "Done" while editing.
///
/// ```swift
/// List {
///     ForEach(fruits, id: \.self) { Text($0) }
///         .onDelete { fruits.remove(atOffsets: $0) }
///         .onMove { fruits.move(fromOffsets: $0, toOffset: $1) }
/// }
/// .toolbar { EditButton() }
/// ```
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// Creates an edit button.
    public init() {}

    /// A button labelled for the edit mode it changes.
    public var body: some View {
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
