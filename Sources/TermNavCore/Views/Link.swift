import Foundation

/// A control that opens a URL, as SwiftUI's `Link`.
///
/// ```swift
/// Link("TermNav on the web", destination: URL(string: "https://example.com/termnav")!)
/// Link(destination: helpURL) { Label("Help", systemImage: "questionmark.circle") }
/// ```
/// It is a button, a row in a list: its label underlined, in the tint colour when there is
/// one. Enter, Space or a click opens the URL through the environment's ``OpenURLAction``
/// (`@Environment(\.openURL)`), which the app may replace. On a terminal that shows hyperlinks
/// (OSC 8: kitty, WezTerm, iTerm2, GNOME Terminal and other VTE terminals, Windows Terminal,
/// foot, Ghostty, tmux 3.4 and later; `TERMNAV_HYPERLINKS=1` or `0` says so for others) the
/// label is also a link the terminal itself can open; elsewhere it is plain text.
nonisolated public struct Link<Label: View>: View {
    let destination: URL
    let label: Label
    @Environment(\.openURL) private var openURL

    /// Creates a link with a label view.
    /// - Parameters:
    ///   - destination: The URL to open.
    ///   - label: What the link shows.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// A button that opens the destination, its label underlined and marked as a hyperlink.
    @MainActor public var body: some View {
        let destination = destination
        let openURL = openURL
        return Button {
            openURL(destination)
        } label: {
            label
        }
        .builtIn(.style(Style(attributes: .underline, hyperlink: Hyperlink(destination.absoluteString))))
    }
}

extension Link where Label == Text {
    /// Creates a link that shows a title.
    /// - Parameters:
    ///   - titleKey: The title.
    ///   - destination: The URL to open.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// Creates a link that shows a title.
    /// - Parameters:
    ///   - title: The title.
    ///   - destination: The URL to open.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
