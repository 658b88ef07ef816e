/// The screen the actions key pushes for a list row: the row's swipe actions as a list of
/// buttons, Long Press for a view with `.onLongPressGesture`, and Delete for a row whose
/// `ForEach` has `onDelete`, then the actions `.accessibilityAction` named. Running one pops the
/// screen; Esc goes back without running any.
struct RowActionsScreen: View {
    /// The title: the row's label.
    let title: String
    /// The row's `.swipeActions` content, if it has any.
    let actions: (any View)?
    /// Presses and holds the row's view, for a view with a long press.
    var longPress: (() -> Void)?
    /// Deletes the row, for a row whose `ForEach` has `onDelete`.
    let delete: (() -> Void)?
    /// The row's accessibility actions, by name.
    var accessibilityActions: [NamedAction] = []

    /// An action offered by its name.
    struct NamedAction {
        /// What the button says.
        let name: String
        /// Runs the action.
        let run: () -> Void
    }

    var body: some View {
        List {
            if let actions { ErasedView(view: actions) }
            if let longPress { Button("Long Press", action: longPress) }
            if let delete { Button("Delete", action: delete) }
            ForEach(accessibilityActions.indices, id: \.self) { index in
                Button(accessibilityActions[index].name, action: accessibilityActions[index].run)
            }
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
