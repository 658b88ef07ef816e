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
}

/// A small seeded random number generator (SplitMix64), so that random tests repeat exactly.
struct SeededGenerator: RandomNumberGenerator {
    /// The generator's state.
    private var state: UInt64

    /// A generator that always gives the same numbers for the same seed.
    init(seed: UInt64) {
        state = seed
    }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
