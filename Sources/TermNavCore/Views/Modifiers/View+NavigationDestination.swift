extension View {
    /// Declares the screen its stack pushes for values of a type: the destination of every
    /// `NavigationLink(value:)` and every path value of that type. Declare it anywhere inside the
    /// stack: on the list, on a row, on a pushed screen.
    /// - Parameters:
    ///   - data: The values' type.
    ///   - destination: Builds the screen for a value.
    /// - Returns: The view.
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        builtIn(
            .navigationDestination(
                NavigationDestinationRule { value in
                    (value.base as? D).map { destination($0) }
                }))
    }

    /// Pushes a screen while a flag is true; popping it sets the flag back to `false`.
    /// - Parameters:
    ///   - isPresented: Whether the screen is shown.
    ///   - destination: The screen.
    /// - Returns: The view.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> some View {
        let view = destination()
        return builtIn(
            .presentedDestination(
                PresentedDestination(
                    isActive: { isPresented.wrappedValue },
                    deactivate: { isPresented.wrappedValue = false },
                    make: { view })))
    }

    /// Pushes a screen for an item while it is set; popping it sets the item back to `nil`.
    /// - Parameters:
    ///   - item: The item, or `nil` for no screen.
    ///   - destination: Builds the screen for the item.
    /// - Returns: The view.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        builtIn(
            .presentedDestination(
                PresentedDestination(
                    isActive: { item.wrappedValue != nil },
                    deactivate: { item.wrappedValue = nil },
                    make: { item.wrappedValue.map { destination($0) } })))
    }
}

/// How a stack builds the screen for a path value, when the value is of the rule's type.
struct NavigationDestinationRule {
    /// The screen for a value, or `nil` when the value is of another type.
    let build: (AnyHashable) -> (any View)?
}

/// A destination pushed while a binding says so.
struct PresentedDestination {
    /// Whether the binding asks for the screen.
    let isActive: () -> Bool
    /// Resets the binding when the screen is popped.
    let deactivate: () -> Void
    /// Builds the screen, or `nil` when there is nothing to show.
    let make: () -> (any View)?
}
