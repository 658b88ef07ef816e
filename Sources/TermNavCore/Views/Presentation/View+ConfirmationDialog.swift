extension View {
    /// Shows a confirmation dialog while a flag is true: a centred box with its buttons one under
    /// another. Arrows choose a button, Enter runs it; Esc runs the ``ButtonRole/cancel`` button,
    /// or just closes the dialog. A dialog without a cancel button gets one. Either way the flag
    /// is set back to `false`.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog is shown.
    ///   - titleVisibility: Whether the title is shown; `.hidden` leaves it out.
    ///   - actions: The dialog's buttons.
    /// - Returns: The view.
    public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alertModifier(
            .confirmationDialog, titleKey.text, isPresented, actions(), nil as EmptyView?,
            showsTitle: titleVisibility != .hidden)
    }

    /// Shows a confirmation dialog while a flag is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog is shown.
    ///   - titleVisibility: Whether the title is shown; `.hidden` leaves it out.
    ///   - actions: The dialog's buttons.
    /// - Returns: The view.
    public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        alertModifier(
            .confirmationDialog, String(title), isPresented, actions(), nil as EmptyView?,
            showsTitle: titleVisibility != .hidden)
    }

    /// Shows a confirmation dialog with a message while a flag is true.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog is shown.
    ///   - titleVisibility: Whether the title is shown; `.hidden` leaves it out.
    ///   - actions: The dialog's buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertModifier(
            .confirmationDialog, titleKey.text, isPresented, actions(), message(),
            showsTitle: titleVisibility != .hidden)
    }

    /// Shows a confirmation dialog with a message while a flag is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the dialog is shown.
    ///   - titleVisibility: Whether the title is shown; `.hidden` leaves it out.
    ///   - actions: The dialog's buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertModifier(
            .confirmationDialog, String(title), isPresented, actions(), message(),
            showsTitle: titleVisibility != .hidden)
    }

    /// Shows a confirmation dialog about a value while a flag is true and the value is not `nil`.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the dialog is shown.
    ///   - titleVisibility: Whether the title is shown; `.hidden` leaves it out.
    ///   - data: The value the dialog is about.
    ///   - actions: Builds the dialog's buttons from the value.
    /// - Returns: The view.
    public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alertModifier(
            .confirmationDialog, titleKey.text, isPresented, data.map(actions), nil as EmptyView?,
            showsTitle: titleVisibility != .hidden, isShown: isPresented.wrappedValue && data != nil)
    }
}
