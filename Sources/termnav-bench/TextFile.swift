#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Reading and writing a whole text file.
enum TextFile {
    /// A file's contents as UTF-8.
    /// - Parameter path: The file.
    /// - Returns: The text, or `nil` when it cannot be read.
    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if count == 0 { break }
            bytes += buffer[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Writes text to a file, replacing it.
    /// - Parameters:
    ///   - text: The text.
    ///   - path: The file.
    /// - Throws: A ``BenchError`` when it cannot be written.
    static func write(_ text: String, to path: String) throws(BenchError) {
        guard let file = fopen(path, "wb") else { throw BenchError("cannot write \(path)") }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
        guard fclose(file) == 0, written == bytes.count else { throw BenchError("cannot write \(path)") }
    }
}
