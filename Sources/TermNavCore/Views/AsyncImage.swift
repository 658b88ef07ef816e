import Foundation

/// A picture loaded from a URL, as SwiftUI's `AsyncImage`: a terminal cannot show a picture, so
/// TermNav loads nothing and draws what the app gives for a picture that has not loaded.
///
/// ```swift
/// AsyncImage(url: cover) { image in
///     image.resizable().scaledToFit()
/// } placeholder: {
///     Image(systemName: "photo")
/// }
/// AsyncImage(url: avatar) { phase in
///     if let image = phase.image { image } else { Text("No picture") }
/// }
/// ```
/// The placeholder is drawn where it is given; the phase is `.failure` for an image with a URL
/// (`.empty` without one, as in SwiftUI), so an app's own view for a failed load is drawn, never
/// a spinner that would turn for ever. `AsyncImage(url:)` alone draws nothing, as an image of the
/// app's assets does.
nonisolated public struct AsyncImage<Content: View>: View {
    /// The picture's address.
    let url: URL?
    /// The view for a phase.
    let content: (AsyncImagePhase) -> Content

    /// Creates an image that shows its phase as the app says.
    /// - Parameters:
    ///   - url: The picture's address.
    ///   - scale: The picture's scale: ignored.
    ///   - transaction: How a change of phase is animated: ignored.
    ///   - content: The view for a phase: `.failure` with a URL, `.empty` without one.
    public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.content = content
    }

    /// The view for the phase the image is in: it never loads.
    @MainActor public var body: some View {
        content(url == nil ? .empty : .failure(PictureUnavailable()))
    }
}

extension AsyncImage where Content == Image {
    /// Creates an image of a picture, which a terminal draws blank.
    /// - Parameters:
    ///   - url: The picture's address.
    ///   - scale: The picture's scale: ignored.
    public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.content = { phase in phase.image ?? Image("") }
    }
}

extension AsyncImage {
    /// Creates an image that shows a placeholder until its picture loads: always, in a terminal.
    /// - Parameters:
    ///   - url: The picture's address.
    ///   - scale: The picture's scale: ignored.
    ///   - content: The view for the picture: never built in a terminal.
    ///   - placeholder: The view drawn in its place.
    public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.content = { phase in
            if let image = phase.image {
                _ConditionalContent(storage: .trueContent(content(image)))
            } else {
                _ConditionalContent(storage: .falseContent(placeholder()))
            }
        }
    }
}
