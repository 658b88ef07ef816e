import TermNavCore

/// An answer the terminal sends to a question TermNav asked it, read among the keys and never
/// taken for one (see ``KeyDecoder``).
enum TerminalAnswer: Equatable {
    /// The terminal's background colour, answering OSC 11 (`ESC ] 11 ; ? ESC \`).
    case background(RGB)
    /// The terminal's device attributes, answering DA1 (`ESC [ c`) with `ESC [ ? … c`. Every
    /// terminal answers it, and answers questions in order: once it has come, no answer to a
    /// question asked before it is on its way.
    case deviceAttributes

    /// The answer an operating system command the terminal sent holds, when it is one TermNav
    /// asked for: `ESC ] 11 ; rgb:RRRR/GGGG/BBBB`, ended by `BEL` or `ESC \`, each field of one
    /// to four hexadecimal digits (a fraction of the largest value of as many digits: `f`, `ff`,
    /// `fff` and `ffff` are all full). `rgba:` with a fourth field, the opacity, is taken too,
    /// the opacity left aside.
    /// - Parameter bytes: The whole sequence, from its `ESC ]` to its terminator.
    /// - Returns: `nil` for any other sequence, or one not well formed.
    init?(operatingSystemCommand bytes: [UInt8]) {
        guard bytes.starts(with: [0x1B, UInt8(ascii: "]")]) else { return nil }
        var body = bytes.dropFirst(2)
        if body.last == 0x07 {
            body = body.dropLast()
        } else if body.suffix(2).elementsEqual([0x1B, UInt8(ascii: "\\")]) {
            body = body.dropLast(2)
        } else {
            return nil
        }
        let text = String(decoding: body, as: UTF8.self)
        guard text.hasPrefix("11;") else { return nil }
        let value = text.dropFirst(3)
        let fields: [Substring]
        if value.hasPrefix("rgb:") {
            fields = value.dropFirst(4).split(separator: "/", omittingEmptySubsequences: false)
            guard fields.count == 3 else { return nil }
        } else if value.hasPrefix("rgba:") {
            fields = value.dropFirst(5).split(separator: "/", omittingEmptySubsequences: false)
            guard fields.count == 4 else { return nil }
        } else {
            return nil
        }
        guard let red = Self.unit(fields[0]), let green = Self.unit(fields[1]),
            let blue = Self.unit(fields[2])
        else { return nil }
        self = .background(RGB(unitRed: red, green: green, blue: blue))
    }

    /// A field of one to four hexadecimal digits as a fraction of the largest value of as many.
    private static func unit(_ field: Substring) -> Double? {
        guard (1...4).contains(field.count), field.allSatisfy(\.isHexDigit),
            let value = Int(field, radix: 16)
        else { return nil }
        let largest = (1 << (4 * field.count)) - 1
        return Double(value) / Double(largest)
    }
}

extension TerminalAnswer {
    /// The answer a control sequence the terminal sent holds, when it is one TermNav asked for:
    /// device attributes, `ESC [ ? … c`.
    /// - Parameter sequence: The sequence.
    /// - Returns: `nil` for any other sequence.
    init?(controlSequence sequence: EscapeSequence) {
        guard sequence.introducer == .controlSequence, sequence.privateMarker == UInt8(ascii: "?"),
            sequence.intermediates.isEmpty, sequence.final == UInt8(ascii: "c")
        else { return nil }
        self = .deviceAttributes
    }
}
