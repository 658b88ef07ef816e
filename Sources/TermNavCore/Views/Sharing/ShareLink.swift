import Foundation

/// A control that shares items, as SwiftUI's `ShareLink`.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com/habits")!)
/// ShareLink("Send the list", item: list.text, subject: Text("Shopping"))
/// ShareLink(item: photo, preview: SharePreview("Beach", image: photo.image)) {
///     Label("Share the photo", systemImage: "square.and.arrow.up")
/// }
/// ```
/// A terminal has no share sheet: it is a button (a row in a list, `↥ Share` by default) that
/// copies the items' text to the clipboard (a URL's address, the items a line each) through the
/// terminal, which takes it with OSC 52, and says "Copied to the clipboard" on the help line for
/// a moment. Where the terminal takes no text for the clipboard (`TERMNAV_CLIPBOARD=0`, or one
/// known not to), it shows the text in an alert, to copy by hand. The subject, the message and
/// the preview are accepted and not shown.
nonisolated public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>: View
where Data.Element: Transferable {
    /// The items shared.
    let items: Data
    /// The subject, for a share that has one (an e-mail): not shown.
    let subject: Text?
    /// The message shared beside the items: not shown.
    let message: Text?
    /// What the link shows.
    let label: Label

    /// Creates a link from its parts.
    init(sharing items: Data, subject: Text?, message: Text?, label: Label) {
        self.items = items
        self.subject = subject
        self.message = message
        self.label = label
    }

    /// A button that copies the items' text, or shows it to copy by hand.
    @MainActor public var body: some View {
        ShareButton(text: items.map { SharedText.of($0) }.joined(separator: "\n"), label: label)
    }
}

extension ShareLink {
    /// Creates a link that shows a label of its own.
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    ///   - label: What the link shows.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) {
        self.init(sharing: items, subject: subject, message: message, label: label())
    }

    /// Creates a link that shows a label of its own.
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    ///   - label: What the link shows.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(sharing: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// Creates a link that shows a label of its own.
    /// - Parameters:
    ///   - items: The URLs to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - label: What the link shows.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// Creates a link that shows a label of its own.
    /// - Parameters:
    ///   - items: The texts to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - label: What the link shows.
    public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(sharing: items, subject: subject, message: message, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// Creates a link that shows a label of its own.
    /// - Parameters:
    ///   - item: The URL to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - label: What the link shows.
    public init(
        item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<URL> {
        self.init(sharing: CollectionOfOne(item), subject: subject, message: message, label: label())
    }

    /// Creates a link that shows a label of its own.
    /// - Parameters:
    ///   - item: The text to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - label: What the link shows.
    public init(
        item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<String> {
        self.init(sharing: CollectionOfOne(item), subject: subject, message: message, label: label())
    }
}
