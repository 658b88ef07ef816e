/// A string literal meant for display, as SwiftUI's `LocalizedStringKey`. TermNav has no
/// localization tables, so the key is shown as written, its interpolations filled in.
public struct LocalizedStringKey: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// The text, interpolations filled in.
    let text: String
    /// The ranges of ``text``'s UTF-8 offsets that interpolations put in: their characters are
    /// shown as they are, never read as Markdown.
    var interpolated: [Range<Int>] = []

    /// Creates a key from a string.
    /// - Parameter value: The text.
    public init(_ value: String) {
        text = value
    }

    /// Creates a key from a string literal.
    /// - Parameter value: The literal.
    public init(stringLiteral value: String) {
        text = value
    }

    /// Creates a key from a string literal with interpolations.
    /// - Parameter stringInterpolation: The literal's parts.
    public init(stringInterpolation: StringInterpolation) {
        text = stringInterpolation.text
        interpolated = stringInterpolation.interpolated
    }

    /// The parts of an interpolated literal, as they are appended.
    public struct StringInterpolation: StringInterpolationProtocol {
        var text = ""
        /// The UTF-8 offsets of ``text`` that interpolations put in.
        var interpolated: [Range<Int>] = []

        /// Appends what an interpolation gives, noting where it stands where that can matter:
        /// Markdown reads only the literal's own marks, so only an interpolation that holds a
        /// mark (`InlineMarkdown.isMarkByte(_:)`) or follows a backslash, which escapes the
        /// literal's next mark, is noted.
        mutating func appendInterpolated(_ string: String) {
            let start = text.utf8.count
            let followsBackslash = text.utf8.last == UInt8(ascii: "\\")
            text += string
            if followsBackslash || string.utf8.contains(where: InlineMarkdown.isMarkByte) {
                interpolated.append(start..<text.utf8.count)
            }
        }

        /// Makes room for the literal's parts, where they will not fit in a string's own bytes.
        /// - Parameters:
        ///   - literalCapacity: The characters of literal text.
        ///   - interpolationCount: The number of interpolations.
        public init(literalCapacity: Int, interpolationCount: Int) {
            let capacity = literalCapacity + 8 * interpolationCount
            // A short text is kept in the string itself, without storage of its own.
            if capacity > 15 { text.reserveCapacity(capacity) }
        }

        /// Appends literal text.
        /// - Parameter literal: The text.
        public mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        /// Appends a string.
        /// - Parameter string: The string.
        public mutating func appendInterpolation(_ string: String) {
            appendInterpolated(string)
        }

        /// Appends a text's characters.
        /// - Parameter value: The text.
        public mutating func appendInterpolation(_ value: Text) {
            appendInterpolated(value.content)
        }

        /// Appends a value as its `description` writes it, as `String(describing:)` does, without
        /// asking the runtime what the value can write: a number, say.
        /// - Parameter value: The value.
        public mutating func appendInterpolation<T: CustomStringConvertible>(_ value: T) {
            appendInterpolated(value.description)
        }

        /// Appends any value, as `String(describing:)` writes it.
        /// - Parameter value: The value.
        public mutating func appendInterpolation<T>(_ value: T) {
            appendInterpolated(String(describing: value))
        }
    }
}
