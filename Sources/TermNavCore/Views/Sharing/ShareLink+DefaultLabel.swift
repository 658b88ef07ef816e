import Foundation

extension ShareLink where Label == DefaultShareLinkLabel {
    /// Creates a link that shows the share icon and “Share”.
    /// - Parameters:
    ///   - items: The items to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - titleKey: The title, after the share icon.
    ///   - items: The items to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - items: The items to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - items: The items to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(
            sharing: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }

    /// Creates a link that shows the share icon and “Share”.
    /// - Parameters:
    ///   - item: The item to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - titleKey: The title, after the share icon.
    ///   - item: The item to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - item: The item to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    @_disfavoredOverload
    public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - item: The item to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    ///   - preview: What a share sheet would show: not shown.
    public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL, Label == DefaultShareLinkLabel {
    /// Creates a link that shows the share icon and “Share”.
    /// - Parameters:
    ///   - items: The URLs to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - titleKey: The title, after the share icon.
    ///   - items: The URLs to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - items: The URLs to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - items: The URLs to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Data.Element == String, Label == DefaultShareLinkLabel {
    /// Creates a link that shows the share icon and “Share”.
    /// - Parameters:
    ///   - items: The texts to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - titleKey: The title, after the share icon.
    ///   - items: The texts to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - items: The texts to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - items: The texts to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(
            sharing: items, subject: subject, message: message, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// Creates a link that shows the share icon and “Share”.
    /// - Parameters:
    ///   - item: The URL to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - titleKey: The title, after the share icon.
    ///   - item: The URL to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(
        _ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - item: The URL to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, item: URL, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - item: The URL to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(
        _ title: Text, item: URL, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<URL> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: title))
    }

    /// Creates a link that shows the share icon and “Share”.
    /// - Parameters:
    ///   - item: The text to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(
        item: String, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text("Share")))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - titleKey: The title, after the share icon.
    ///   - item: The text to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(
        _ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - item: The text to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    @_disfavoredOverload
    public init<S: StringProtocol>(
        _ title: S, item: String, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// Creates a link that shows the share icon and a title.
    /// - Parameters:
    ///   - title: The title, after the share icon.
    ///   - item: The text to share.
    ///   - subject: A subject, for a share that has one: not shown.
    ///   - message: A message shared beside the items: not shown.
    public init(
        _ title: Text, item: String, subject: Text? = nil, message: Text? = nil
    ) where Data == CollectionOfOne<String> {
        self.init(
            sharing: CollectionOfOne(item), subject: subject, message: message,
            label: DefaultShareLinkLabel(title: title))
    }
}
