/// An alert or a confirmation dialog, as data: shown as a centred box over the screen while its
/// binding says so.
struct AlertPresentation {
    /// How the box is drawn and its buttons laid out.
    enum Style {
        /// `.alert`: the title bold, up to two buttons side by side.
        case alert
        /// `.confirmationDialog`: the buttons one under another, a cancel button last.
        case confirmationDialog
        /// A `Menu`'s or a `.contextMenu`'s box: its items one under another, left-aligned, with
        /// sections, dividers and nested levels; no cancel button.
        case menu
    }

    /// How the box is drawn.
    let style: Style
    /// The title.
    let title: String
    /// Whether the title is shown.
    let showsTitle: Bool
    /// Whether the binding asks for the box.
    let isActive: () -> Bool
    /// Sets the binding back to `false` (or `nil`).
    let dismiss: () -> Void
    /// The views the buttons come from (a `ViewBuilder` of `Button`s), built while the box is
    /// shown.
    let actions: () -> [any View]
    /// The message under the title, if any.
    let message: () -> (any View)?
}
