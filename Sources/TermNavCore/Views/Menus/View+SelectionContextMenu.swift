extension View {
    /// Gives the rows of the table inside a context menu and a primary action, as SwiftUI's
    /// `contextMenu(forSelectionType:menu:primaryAction:)`: Enter on a row chooses it and runs the
    /// primary action with it; the menu key (`m`) or a right click opens the menu, built for the
    /// chosen rows when the focused row is one of them, else for the focused row alone.
    ///
    /// ```swift
    /// Table(files, selection: $chosen) { … }
    ///     .contextMenu(forSelectionType: File.ID.self) { ids in
    ///         Button("Delete") { delete(ids) }
    ///     } primaryAction: { ids in open(ids) }
    /// ```
    /// - Parameters:
    ///   - itemType: The type of the rows' identities.
    ///   - menu: Builds the menu's items for the rows it acts on.
    ///   - primaryAction: What Enter on a row does, given the rows, if anything.
    /// - Returns: The view.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self, @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> some View {
        func typed(_ ids: Set<AnyHashable>) -> Set<I> { Set(ids.compactMap { $0.base as? I }) }
        let selectionMenu = SelectionMenu(
            menu: { AnyView(menu(typed($0))) },
            primaryAction: primaryAction.map { action in { action(typed($0)) } })
        return environment(\.selectionMenu, selectionMenu)
    }
}

/// The menu and primary action a table's rows take (``View/contextMenu(forSelectionType:menu:primaryAction:)``).
struct SelectionMenu {
    /// Builds the menu's items for the rows it acts on.
    let menu: (Set<AnyHashable>) -> AnyView
    /// What Enter on a row does, given the rows.
    let primaryAction: ((Set<AnyHashable>) -> Void)?
}

extension EnvironmentValues {
    /// The menu and primary action the rows of a table here take, if a view gave them.
    var selectionMenu: SelectionMenu? {
        get { self[SelectionMenuKey.self] }
        set { self[SelectionMenuKey.self] = newValue }
    }
}

/// Where a view gives the rows of a table a menu and a primary action.
private struct SelectionMenuKey: EnvironmentKey {
    static var defaultValue: SelectionMenu? { nil }
}
