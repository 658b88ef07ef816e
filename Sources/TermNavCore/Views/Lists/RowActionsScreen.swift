/// The screen the actions key pushes for a list row: the row's swipe actions as a list of
/// buttons, and Delete for a row whose `ForEach` has `onDelete`. Running one pops the screen;
/// Esc goes back without running any.
struct RowActionsScreen: View {
    /// The title: the row's label.
    let title: String
    /// The row's `.swipeActions` content, if it has any.
    let actions: (any View)?
    /// Deletes the row, for a row whose `ForEach` has `onDelete`.
    let delete: (() -> Void)?

    var body: some View {
        List {
            if let actions { ErasedView(view: actions) }
            if let delete { Button("Delete", action: delete) }
        }
        .navigationTitle(title)
    }
}

/// A view of any type, resolved as itself.
nonisolated struct ErasedView: View {
    /// Built into TermNav: no body.
    typealias Body = Never

    /// The view.
    let view: any View
}
