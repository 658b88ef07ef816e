/// A complete escape sequence read from the keyboard, split into its parts.
///
/// Keys other than characters arrive as escape sequences: a control sequence (CSI, `ESC [`,
/// then parameter bytes, intermediate bytes and a final byte, as ECMA-48 defines them:
/// `ESC [ 1 ; 5 A`), a single shift (SS3, `ESC O` and a final byte, with parameters on some
/// terminals: `ESC O 5 A`), or the Linux console's function keys (`ESC [ [` and a letter).
/// rxvt ends its shifted editing keys with `$` (`ESC [ 7 $`), which ECMA-48 counts as an
/// intermediate byte; ``KeyDecoder`` treats it as the final byte when only digits precede it.
///
/// Parsing only splits: what a sequence means is ``keyPress``'s business.
struct EscapeSequence: Equatable {
    /// How the sequence begins.
    enum Introducer: Equatable {
        /// `ESC [`: a control sequence.
        case controlSequence
        /// `ESC O`: a single shift.
        case singleShift
        /// `ESC [ [`: a Linux console function key.
        case linuxFunctionKey
    }

    /// How the sequence begins.
    var introducer: Introducer
    /// A private parameter marker (`<`, `=`, `>` or `?`) in front of the parameters, if any.
    var privateMarker: UInt8?
    /// The numeric parameters, separated by `;`; `nil` for one left empty (its default).
    var parameters: [Int?]
    /// The intermediate bytes (0x20 to 0x2F) between the parameters and the final byte.
    var intermediates: [UInt8]
    /// The final byte.
    var final: UInt8

    /// The largest parameter kept; a larger one makes the sequence one no key sends.
    static let largestParameter = 9_999_999

    /// Splits a sequence the decoder has found complete.
    /// - Parameter bytes: The whole sequence, from its `ESC` to its final byte.
    /// - Returns: `nil` when the bytes are not a well-formed sequence: a parameter byte after
    ///   an intermediate, a private marker after the first parameter byte, a sub-parameter
    ///   (`:`), or a parameter larger than ``largestParameter``.
    init?(_ bytes: [UInt8]) {
        guard bytes.count >= 3, bytes[0] == 0x1B, let last = bytes.last else { return nil }
        final = last
        switch (bytes[1], bytes[2]) {
        case (UInt8(ascii: "["), UInt8(ascii: "[")) where bytes.count == 4:
            introducer = .linuxFunctionKey
            (privateMarker, parameters, intermediates) = (nil, [], [])
            return
        case (UInt8(ascii: "["), _): introducer = .controlSequence
        case (UInt8(ascii: "O"), _): introducer = .singleShift
        default: return nil
        }
        var body = bytes[2..<(bytes.count - 1)]
        privateMarker = body.first.flatMap { (0x3C...0x3F).contains($0) ? $0 : nil }
        if privateMarker != nil { body = body.dropFirst() }
        let parameterBytes = body.prefix { (0x30...0x3F).contains($0) }
        intermediates = Array(body.dropFirst(parameterBytes.count))
        guard intermediates.allSatisfy({ (0x20...0x2F).contains($0) }),
            let parameters = Self.parameters(parameterBytes)
        else { return nil }
        self.parameters = parameters
    }

    /// The numbers in parameter bytes: digits separated by `;`.
    private static func parameters(_ bytes: ArraySlice<UInt8>) -> [Int?]? {
        guard !bytes.isEmpty else { return [] }
        var result: [Int?] = []
        var current: Int?
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                let value = (current ?? 0) * 10 + Int(byte - UInt8(ascii: "0"))
                guard value <= largestParameter else { return nil }
                current = value
            case UInt8(ascii: ";"):
                result.append(current)
                current = nil
            default:
                return nil
            }
        }
        result.append(current)
        return result
    }
}
