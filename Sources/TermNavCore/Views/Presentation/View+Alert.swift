extension View {
    /// Shows an alert while a flag is true: a centred box with the title and the buttons
    /// `actions` declares. Arrows choose a button, Enter runs it; Esc runs the button whose role
    /// is ``ButtonRole/cancel`` (if any). Either way the flag is set back to `false`. Without
    /// buttons, the alert has an OK button.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - actions: The alert's buttons.
    /// - Returns: The view.
    public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertModifier(.alert, titleKey.text, isPresented, actions(), nil as EmptyView?)
    }

    /// Shows an alert while a flag is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - actions: The alert's buttons.
    /// - Returns: The view.
    public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alertModifier(.alert, String(title), isPresented, actions(), nil as EmptyView?)
    }

    /// Shows an alert while a flag is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - actions: The alert's buttons.
    /// - Returns: The view.
    public func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A)
        -> some View
    {
        alertModifier(.alert, title.content, isPresented, actions(), nil as EmptyView?)
    }

    /// Shows an alert with a message while a flag is true.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - actions: The alert's buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertModifier(.alert, titleKey.text, isPresented, actions(), message())
    }

    /// Shows an alert with a message while a flag is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - actions: The alert's buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alertModifier(.alert, String(title), isPresented, actions(), message())
    }

    /// Shows an alert with a message while a flag is true.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - actions: The alert's buttons.
    ///   - message: The message under the title.
    /// - Returns: The view.
    public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        alertModifier(.alert, title.content, isPresented, actions(), message())
    }

    /// Shows an alert about a value while a flag is true and the value is not `nil`; the buttons
    /// and the message are built from the value.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - data: The value the alert is about.
    ///   - actions: Builds the alert's buttons from the value.
    /// - Returns: The view.
    public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return alertModifier(
            .alert, titleKey.text, isPresented, data.map(actions), nil as EmptyView?, isShown: shown)
    }

    /// Shows an alert about a value while a flag is true and the value is not `nil`.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - data: The value the alert is about.
    ///   - actions: Builds the alert's buttons from the value.
    ///   - message: Builds the message from the value.
    /// - Returns: The view.
    public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return alertModifier(
            .alert, titleKey.text, isPresented, data.map(actions), data.map(message), isShown: shown)
    }

    /// Shows an alert about a value while a flag is true and the value is not `nil`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - data: The value the alert is about.
    ///   - actions: Builds the alert's buttons from the value.
    ///   - message: Builds the message from the value.
    /// - Returns: The view.
    public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return alertModifier(
            .alert, String(title), isPresented, data.map(actions), data.map(message), isShown: shown)
    }

    /// Shows an alert about a value while a flag is true and the value is not `nil`.
    /// - Parameters:
    ///   - title: The title.
    ///   - isPresented: Whether the alert is shown.
    ///   - data: The value the alert is about.
    ///   - actions: Builds the alert's buttons from the value.
    ///   - message: Builds the message from the value.
    /// - Returns: The view.
    public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        let shown = isPresented.wrappedValue && data != nil
        return alertModifier(
            .alert, title.content, isPresented, data.map(actions), data.map(message), isShown: shown)
    }

    /// This view with an alert or a dialog: the modifier that every form above makes.
    func alertModifier<A: View, M: View>(
        _ style: AlertPresentation.Style, _ title: String, _ isPresented: Binding<Bool>, _ actions: A?,
        _ message: M?, showsTitle: Bool = true, isShown: Bool? = nil
    ) -> ModifiedView<Self> {
        let shown = isShown
        return builtIn(
            .alert(
                AlertPresentation(
                    style: style, title: title, showsTitle: showsTitle,
                    isActive: { (shown ?? true) && isPresented.wrappedValue },
                    dismiss: { isPresented.wrappedValue = false },
                    actions: { actions.map { [$0] } ?? [] }, message: { message })))
    }
}
