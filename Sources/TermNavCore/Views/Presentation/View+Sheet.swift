extension View {
    /// Shows a screen over the stack while a flag is true, as SwiftUI's sheet. Esc (or the
    /// sheet's `dismiss()`) dismisses it and sets the flag back to `false`; setting the flag to
    /// `false` dismisses it too.
    /// - Parameters:
    ///   - isPresented: Whether the sheet is shown.
    ///   - onDismiss: What runs once the sheet is dismissed.
    ///   - content: The sheet's content; it may hold a `NavigationStack` of its own.
    /// - Returns: The view.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        builtIn(.presentation(Self.presentation(.sheet, isPresented, onDismiss, content)))
    }

    /// Shows a screen over the stack for an item while it is set, as SwiftUI's sheet. Dismissing
    /// it sets the item back to `nil`; another item replaces the screen.
    /// - Parameters:
    ///   - item: The item, or `nil` for no sheet.
    ///   - onDismiss: What runs once the sheet is dismissed.
    ///   - content: Builds the sheet's content for the item.
    /// - Returns: The view.
    public func sheet<Presented: Identifiable, Content: View>(
        item: Binding<Presented?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Presented) -> Content
    ) -> some View {
        builtIn(.presentation(Self.presentation(.sheet, item, onDismiss, content)))
    }

    /// Shows a screen that covers everything while a flag is true. In a terminal a sheet covers
    /// everything too: the two behave alike.
    /// - Parameters:
    ///   - isPresented: Whether the cover is shown.
    ///   - onDismiss: What runs once the cover is dismissed.
    ///   - content: The cover's content.
    /// - Returns: The view.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        builtIn(.presentation(Self.presentation(.fullScreenCover, isPresented, onDismiss, content)))
    }

    /// Shows a screen that covers everything for an item while it is set.
    /// - Parameters:
    ///   - item: The item, or `nil` for no cover.
    ///   - onDismiss: What runs once the cover is dismissed.
    ///   - content: Builds the cover's content for the item.
    /// - Returns: The view.
    public func fullScreenCover<Presented: Identifiable, Content: View>(
        item: Binding<Presented?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Presented) -> Content
    ) -> some View {
        builtIn(.presentation(Self.presentation(.fullScreenCover, item, onDismiss, content)))
    }

    /// A presentation driven by a flag.
    private static func presentation<Content: View>(
        _ style: Presentation.Style, _ isPresented: Binding<Bool>, _ onDismiss: (() -> Void)?,
        _ content: @escaping () -> Content
    ) -> Presentation {
        Presentation(
            style: style, isActive: { isPresented.wrappedValue }, identity: { nil },
            deactivate: { isPresented.wrappedValue = false }, onDismiss: onDismiss, make: { content() })
    }

    /// A presentation driven by an optional item.
    private static func presentation<Presented: Identifiable, Content: View>(
        _ style: Presentation.Style, _ item: Binding<Presented?>, _ onDismiss: (() -> Void)?,
        _ content: @escaping (Presented) -> Content
    ) -> Presentation {
        Presentation(
            style: style, isActive: { item.wrappedValue != nil },
            identity: { item.wrappedValue.map { AnyHashable($0.id) } },
            deactivate: { item.wrappedValue = nil }, onDismiss: onDismiss,
            make: { item.wrappedValue.map { content($0) } })
    }
}
