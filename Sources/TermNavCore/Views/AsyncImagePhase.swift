import Foundation

/// Where an ``AsyncImage`` is in loading its picture, as SwiftUI's `AsyncImagePhase`: in a
/// terminal, `.empty` without a URL and `.failure` with one, since a terminal cannot show a
/// picture.
public enum AsyncImagePhase: Sendable {
    /// No picture yet: the phase of an image without a URL.
    case empty
    /// The picture loaded: never, in a terminal.
    case success(Image)
    /// The picture could not be loaded or shown: the phase of an image with a URL.
    case failure(any Error)

    /// The picture, when it loaded: always `nil` in a terminal.
    public var image: Image? {
        guard case .success(let image) = self else { return nil }
        return image
    }

    /// Why the picture is not shown, when it failed.
    public var error: (any Error)? {
        guard case .failure(let error) = self else { return nil }
        return error
    }
}

/// Why an ``AsyncImage`` with a URL shows no picture: a terminal cannot show one, so TermNav
/// does not load it.
struct PictureUnavailable: LocalizedError, CustomStringConvertible {
    var errorDescription: String? { description }

    var description: String { "A terminal cannot show a picture" }
}
