/// A screen shown over the stack while a binding says so: a sheet or a full-screen cover.
struct Presentation {
    /// How the screen is presented.
    enum Style {
        /// `.sheet(isPresented:)` or `.sheet(item:)`.
        case sheet
        /// `.fullScreenCover(isPresented:)` or `.fullScreenCover(item:)`.
        case fullScreenCover
    }

    /// How the screen is presented.
    let style: Style
    /// Whether the binding asks for the screen.
    let isActive: () -> Bool
    /// The identity of what is presented (an item's `id`), or `nil` for a flag.
    let identity: () -> AnyHashable?
    /// Sets the binding back (to `false` or `nil`) when the screen is dismissed.
    let deactivate: () -> Void
    /// What runs once the screen is dismissed.
    let onDismiss: (() -> Void)?
    /// Builds the screen, or `nil` when there is nothing to show.
    let make: () -> (any View)?
}
