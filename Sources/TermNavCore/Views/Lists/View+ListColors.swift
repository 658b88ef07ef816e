/// How a list's items are tinted, as SwiftUI's `ListItemTint`.
public struct ListItemTint: Hashable, Sendable {
    /// The colour, or `nil` for the terminal's own.
    let color: Color?

    /// A tint that always applies.
    /// - Parameter tint: The colour.
    /// - Returns: The tint.
    public static func fixed(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint)
    }

    /// A tint the system may change: in a terminal, always applied.
    /// - Parameter tint: The colour.
    /// - Returns: The tint.
    public static func preferred(_ tint: Color) -> ListItemTint {
        ListItemTint(color: tint)
    }

    /// No colour: the terminal's own.
    public static let monochrome = ListItemTint(color: nil)
}

extension View {
    /// Sets the tint of the list items inside this view, as SwiftUI's `listItemTint(_:)`: the
    /// controls in them take it, as with `tint(_:)`.
    /// - Parameter tint: The colour, or `nil` for the terminal's own.
    /// - Returns: The view.
    public func listItemTint(_ tint: Color?) -> some View {
        self.tint(tint)
    }

    /// Sets the tint of the list items inside this view.
    /// - Parameter tint: The tint, or `nil` for the terminal's own.
    /// - Returns: The view.
    public func listItemTint(_ tint: ListItemTint?) -> some View {
        self.tint(tint?.color)
    }

    /// Shows or hides the background of the scrolling views inside this view, as SwiftUI's
    /// `scrollContentBackground(_:)` does for a list or a form's grouped background. A list in a
    /// terminal has no background of its own (its rows stand on the terminal's), so either way
    /// nothing changes, and a background the app sets behind a row shows as it is.
    /// - Parameter visibility: Whether the background shows.
    /// - Returns: This view.
    public func scrollContentBackground(_ visibility: Visibility) -> Self {
        self
    }
}
