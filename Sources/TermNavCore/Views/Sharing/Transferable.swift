import Foundation

/// A value that can be shared, as Apple's `Transferable`: what a ``ShareLink`` shares.
///
/// A terminal shares text, copied to the clipboard: a `String` as it is, a `URL` as its address,
/// any other value as its description. `String`, `URL`, `Data`, `AttributedString` and ``Image``
/// are transferable here; the representations Apple's protocol asks for
/// (`transferRepresentation`) are not, so a type of the app's own is made transferable with an
/// empty conformance, and shared as its description (make it `CustomStringConvertible` to
/// choose the text).
public protocol Transferable {}

extension String: Transferable {}
extension URL: Transferable {}
extension Data: Transferable {}
extension AttributedString: Transferable {}
extension Image: Transferable {}
extension Never: Transferable {}

/// The text a terminal shares for a transferable value.
enum SharedText {
    /// A value's text: a string as it is, a URL's address, a text's characters, anything else's
    /// description.
    /// - Parameter item: The value.
    /// - Returns: The text.
    static func of(_ item: some Transferable) -> String {
        switch item {
        case let text as String: text
        case let url as URL: url.absoluteString
        case let text as AttributedString: String(text.characters)
        case let data as Data: String(decoding: data, as: UTF8.self)
        default: String(describing: item)
        }
    }
}
