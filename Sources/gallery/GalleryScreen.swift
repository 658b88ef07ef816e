import TermNav

/// The gallery's screens, in the order the root list shows them.
///
/// To add one, add a case, its title and its view here, and the screen in a file of its own.
enum GalleryScreen: Hashable, CaseIterable {
    /// Rows of text of every display width: ``WidthsScreen``.
    case widths

    /// The screen's title, which is also its row's label in the root list.
    var title: String {
        switch self {
        case .widths: return "Widths"
        }
    }

    /// The screen.
    @ViewBuilder var view: some View {
        switch self {
        case .widths: WidthsScreen()
        }
    }
}
