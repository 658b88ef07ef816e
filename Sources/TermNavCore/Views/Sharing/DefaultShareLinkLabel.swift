/// What a ``ShareLink`` shows when it is given no label, as SwiftUI's `DefaultShareLinkLabel`:
/// the share icon (`↥`, `^` in ASCII) and its title, “Share” when it has none.
nonisolated public struct DefaultShareLinkLabel: View {
    /// The title.
    let title: Text

    /// The share icon and the title.
    @MainActor public var body: some View {
        Label {
            title
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}
