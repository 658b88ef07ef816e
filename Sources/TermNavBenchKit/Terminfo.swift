/// A terminal's terminfo entry, as `infocmp -1 -x` prints it: its flags, numbers and strings,
/// with the string capabilities' escapes decoded to bytes.
///
/// The benchmark reads the entry to know the key sequences it types and the cost, in bytes, of
/// the output a repaint needs (see ``RepaintFloor``).
public struct Terminfo: Sendable {
    /// The entry's names, as its first line gives them (`xterm-256color|xterm with 256 colors`).
    public let names: [String]
    /// The boolean capabilities present, such as `am` and `bce`.
    public let flags: Set<String>
    /// The numeric capabilities, such as `colors` and `it`.
    public let numbers: [String: Int]
    /// The string capabilities, decoded to the bytes a program sends or receives.
    public let strings: [String: [UInt8]]

    /// Parses the output of `infocmp -1 -x NAME`: one capability per line.
    /// - Parameter text: The output; comment lines (`#`) are skipped.
    /// - Throws: ``TerminfoError/noEntry`` when the text has no entry in it.
    public init(infocmpOutput text: String) throws(TerminfoError) {
        var names: [String] = []
        var flags: Set<String> = []
        var numbers: [String: Int] = [:]
        var strings: [String: [UInt8]] = [:]
        for rawLine in text.split(separator: "\n", omittingEmptySubsequences: true) {
            var line = Substring(rawLine)
            if line.hasPrefix("#") { continue }
            let isCapability = line.first == "\t" || line.first == " "
            line = line.drop { $0 == "\t" || $0 == " " }
            if line.hasSuffix(",") { line = line.dropLast() }
            guard !line.isEmpty else { continue }
            if !isCapability {
                names = line.split(separator: "|").map(String.init)
                continue
            }
            if let equals = line.firstIndex(of: "=") {
                let name = String(line[..<equals])
                strings[name] = Self.decode(line[line.index(after: equals)...])
            } else if let hash = line.firstIndex(of: "#") {
                let name = String(line[..<hash])
                numbers[name] = Self.number(line[line.index(after: hash)...])
            } else if !line.hasSuffix("@") {
                flags.insert(String(line))
            }
        }
        guard !names.isEmpty else { throw .noEntry }
        self.names = names
        self.flags = flags
        self.numbers = numbers
        self.strings = strings
    }

    /// A string capability with its parameters applied, as `tparm` would send it.
    /// - Parameters:
    ///   - name: The capability, such as `cup`.
    ///   - parameters: Its parameters, such as the row and column for `cup`.
    /// - Returns: The bytes, or `nil` when the entry has no such string.
    public func format(_ name: String, _ parameters: Int...) -> [UInt8]? {
        strings[name].map { ParameterizedString($0).expand(parameters) }
    }

    /// The length in bytes of a string capability with its parameters applied.
    /// - Parameters:
    ///   - name: The capability.
    ///   - parameters: Its parameters.
    /// - Returns: The length, or `nil` when the entry has no such string.
    public func length(_ name: String, _ parameters: [Int] = []) -> Int? {
        strings[name].map { ParameterizedString($0).expand(parameters).count }
    }

    /// A number written in decimal, in hexadecimal after `0x`, or in octal after a leading `0`.
    private static func number(_ text: Substring) -> Int? {
        if text.hasPrefix("0x") || text.hasPrefix("0X") { return Int(text.dropFirst(2), radix: 16) }
        if text.count > 1, text.hasPrefix("0") { return Int(text.dropFirst(), radix: 8) }
        return Int(text)
    }

    /// Decodes a string capability's escapes: `\E`, `^X`, `\n`, `\s`, `\072`, `\,` and the rest.
    static func decode(_ text: Substring) -> [UInt8] {
        var bytes: [UInt8] = []
        var input = Array(text.utf8)[...]
        while let byte = input.popFirst() {
            switch byte {
            case UInt8(ascii: "^"):
                guard let next = input.popFirst() else {
                    bytes.append(byte)
                    break
                }
                bytes.append(next == UInt8(ascii: "?") ? 0x7F : next & 0x1F)
            case UInt8(ascii: "\\"):
                guard let next = input.popFirst() else {
                    bytes.append(byte)
                    break
                }
                bytes.append(contentsOf: escape(next, rest: &input))
            default:
                bytes.append(byte)
            }
        }
        return bytes
    }

    /// The bytes of one backslash escape, its first character already read.
    private static func escape(_ character: UInt8, rest input: inout ArraySlice<UInt8>) -> [UInt8] {
        switch character {
        case UInt8(ascii: "E"), UInt8(ascii: "e"): return [0x1B]
        case UInt8(ascii: "n"): return [0x0A]
        case UInt8(ascii: "l"): return [0x0A]
        case UInt8(ascii: "r"): return [0x0D]
        case UInt8(ascii: "t"): return [0x09]
        case UInt8(ascii: "b"): return [0x08]
        case UInt8(ascii: "f"): return [0x0C]
        case UInt8(ascii: "s"): return [0x20]
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = Int(character - UInt8(ascii: "0"))
            var digits = 1
            while digits < 3, let next = input.first, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                value = value * 8 + Int(next - UInt8(ascii: "0"))
                input.removeFirst()
                digits += 1
            }
            // terminfo writes NUL as \0 but means \200, which terminals treat as NUL.
            return [value == 0 ? 0x80 : UInt8(truncatingIfNeeded: value)]
        default: return [character]
        }
    }
}
