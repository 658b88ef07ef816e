/// A control that edits text of several lines, as SwiftUI's `TextEditor`.
///
/// ```swift
/// Form {
///     Section("Notes") {
///         TextEditor(text: $notes)
///             .lineLimit(3...8)
///     }
/// }
/// ```
///
/// It edits as a ``TextField`` along the vertical axis does, except that Return types a line
/// break: the text wraps at the row's width and the editor grows with it, up to its
/// `.lineLimit` (or a `.frame`'s height, or else as many lines as the screen shows), then
/// scrolls to keep the insertion point in view. ↑/↓ move between its lines, and from its first
/// or last line to the row above or below; Esc leaves it with its text kept, Tab moves on. A
/// paste keeps its line breaks.
nonisolated public struct TextEditor: View {
    /// A text editor has no body of its own: TermNav draws it.
    public typealias Body = Never

    let field: TextField<EmptyView>

    /// A text editor.
    /// - Parameter text: The text to edit.
    public init(text: Binding<String>) {
        var field = TextField(text: text, prompt: nil, axis: .vertical) { EmptyView() }
        field.isEditor = true
        self.field = field
    }
}
