@testable import TermNav
@testable import TermNavCore

/// Shorthands for the key decoder's tests.
enum KeyDecoderSupport {
    /// The bytes of a string, as a terminal sends them.
    static func bytes(_ text: String) -> [UInt8] {
        Array(text.utf8)
    }

    /// Decodes reads in order, each but the last with more bytes readable after it.
    /// - Parameters:
    ///   - reads: The reads' bytes.
    ///   - terminfoKeys: The terminfo key strings the decoder knows.
    /// - Returns: The keys decoded.
    static func decode(_ reads: [[UInt8]], terminfoKeys: [[UInt8]: KeyPress] = [:]) -> [KeyPress] {
        var decoder = KeyDecoder(terminfoKeys: terminfoKeys)
        var keys: [KeyPress] = []
        for (index, read) in reads.enumerated() {
            keys += decoder.decode(read, moreReadable: index < reads.count - 1)
        }
        return keys
    }

    /// Decodes one read with nothing more readable after it.
    static func decode(_ text: String) -> [KeyPress] {
        decode([bytes(text)])
    }

    /// Decodes reads in order into events, each but the last with more bytes readable after it.
    /// - Parameter reads: The reads' bytes.
    /// - Returns: The key presses and mouse events decoded.
    static func decodeEvents(_ reads: [[UInt8]]) -> [InputEvent] {
        var decoder = KeyDecoder()
        var events: [InputEvent] = []
        for (index, read) in reads.enumerated() {
            events += decoder.decodeEvents(read, moreReadable: index < reads.count - 1)
        }
        return events
    }
}
