/// A UTF-8 character whose first bytes have arrived and whose last have not.
///
/// Only well-formed UTF-8 completes (RFC 3629): no overlong forms, no surrogates, nothing past
/// U+10FFFF. The byte after the lead must fall in a range that depends on the lead, so a
/// malformed character is known as soon as its first wrong byte arrives.
struct PartialCharacter: Equatable {
    /// What adding a byte gives.
    enum Step: Equatable {
        /// More bytes are needed.
        case incomplete(PartialCharacter)
        /// The character is complete.
        case complete(Unicode.Scalar)
        /// The byte cannot continue the character: the bytes so far are not one.
        case invalid
    }

    /// The bits of the scalar gathered so far.
    private var value: UInt32
    /// How many continuation bytes are still to come.
    private var remaining: Int
    /// The values the next continuation byte may take.
    private var next: ClosedRange<UInt8>

    /// Starts a character at its lead byte.
    /// - Parameter lead: The first byte.
    /// - Returns: `nil` when the byte cannot begin a character of two bytes or more (ASCII,
    ///   a continuation byte, or a byte that never appears in UTF-8).
    init?(lead: UInt8) {
        let any: ClosedRange<UInt8> = 0x80...0xBF
        switch lead {
        case 0xC2...0xDF: (value, remaining, next) = (UInt32(lead & 0x1F), 1, any)
        case 0xE0: (value, remaining, next) = (0, 2, 0xA0...0xBF)
        case 0xED: (value, remaining, next) = (0x0D, 2, 0x80...0x9F)
        case 0xE1...0xEF: (value, remaining, next) = (UInt32(lead & 0x0F), 2, any)
        case 0xF0: (value, remaining, next) = (0, 3, 0x90...0xBF)
        case 0xF4: (value, remaining, next) = (4, 3, 0x80...0x8F)
        case 0xF1...0xF3: (value, remaining, next) = (UInt32(lead & 0x07), 3, any)
        default: return nil
        }
    }

    /// The character with one more byte.
    /// - Parameter byte: The next byte read.
    /// - Returns: The longer partial character, the complete scalar, or `.invalid`.
    func adding(_ byte: UInt8) -> Step {
        guard next.contains(byte) else { return .invalid }
        var longer = self
        longer.value = value << 6 | UInt32(byte & 0x3F)
        longer.remaining -= 1
        longer.next = 0x80...0xBF
        guard longer.remaining == 0 else { return .incomplete(longer) }
        return Unicode.Scalar(longer.value).map { .complete($0) } ?? .invalid
    }
}
