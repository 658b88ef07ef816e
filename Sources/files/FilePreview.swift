#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The start of a file, as lines: text as it is, a binary file as a hex dump.
enum FilePreview {
    /// The preview of a file: its first lines when its first bytes are text (UTF-8 without
    /// NUL), else a hex dump of them; empty when it cannot be read.
    /// - Parameter location: The file.
    /// - Returns: At most ``FileDetails/previewLines`` lines.
    static func lines(of location: FileLocation) -> [String] {
        let descriptor = open(location.cString, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else { return ["(cannot be read: \(String(cString: strerror(errno))))"] }
        defer { _ = close(descriptor) }
        var buffer = [UInt8](repeating: 0, count: FileDetails.previewBytes)
        let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
        guard count > 0 else { return count == 0 ? ["(empty)"] : [] }
        let bytes = Array(buffer[..<count])
        return isText(bytes) ? text(bytes) : hexDump(bytes)
    }

    /// Whether bytes read as text: no NUL, and valid UTF-8 but perhaps for a character cut at
    /// the end.
    static func isText(_ bytes: [UInt8]) -> Bool {
        guard !bytes.contains(0) else { return false }
        var trimmed = bytes[...]
        for _ in 0..<3 where String(validating: trimmed, as: UTF8.self) == nil && !trimmed.isEmpty {
            trimmed = trimmed.dropLast()
        }
        return String(validating: trimmed, as: UTF8.self) != nil
    }

    /// The first lines of text, tabs as spaces.
    static func text(_ bytes: [UInt8]) -> [String] {
        let text = String(decoding: bytes, as: UTF8.self)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .prefix(FileDetails.previewLines)
            .map { String($0).replacing("\t", with: "    ").replacing("\r", with: "") }
    }

    /// A hex dump, 8 bytes a line: offset, bytes, and the printable ones as text.
    static func hexDump(_ bytes: [UInt8]) -> [String] {
        let digits = Array("0123456789abcdef")
        var lines: [String] = []
        var offset = 0
        while offset < bytes.count, lines.count < FileDetails.previewLines {
            let chunk = bytes[offset..<min(offset + 8, bytes.count)]
            var line = String(String(offset, radix: 16).paddingLeft(to: 4))
            line += "  "
            for byte in chunk {
                line.append(digits[Int(byte >> 4)])
                line.append(digits[Int(byte & 0xF)])
                line.append(" ")
            }
            line += String(repeating: "   ", count: 8 - chunk.count) + " "
            line += String(chunk.map { (0x20..<0x7F).contains($0) ? Character(Unicode.Scalar($0)) : "." })
            lines.append(line)
            offset += 8
        }
        return lines
    }
}

extension String {
    /// The string with zeros before it, to at least `width` characters.
    fileprivate func paddingLeft(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
