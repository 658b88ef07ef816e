import Testing

@testable import TermNav
@testable import TermNavCore

/// Long streams of keys, as a paste or a held key sends them, cut into reads at random places.
@MainActor @Suite struct KeyDecoderStreamTests {
    typealias Support = KeyDecoderSupport

    /// What a stream is made of: text, controls, Alt keys, sequences, each with its keys, and a
    /// paste, which holds none. A lone Esc comes only before another `ESC`, where it cannot run
    /// into the next key.
    static let pieces: [(String, [KeyPress])] =
        [
            ("j", [KeyPress("j")]), ("Q", [KeyPress("Q")]), (" ", [KeyPress(" ")]), ("é", [KeyPress("é")]),
            ("村", [KeyPress("村")]), ("😀", [KeyPress("😀")]), ("\r", [KeyPress(.return)]),
            ("\u{7F}", [KeyPress(.delete)]), ("\u{03}", [KeyPress("c", modifiers: .control)]),
            ("\u{1B}x", [KeyPress("x", modifiers: .option)]),
            ("\u{1B}\u{1B}[B", [KeyPress(.escape), KeyPress(.downArrow)]),
            ("\u{1B}[?1049h", []), ("\u{1B}[200~pasted q\r\u{1B}[201~", []),
        ] + KeyDecoderSequenceTests.sequences.map { ($0.0, [$0.1]) }

    /// A random stream of at least `length` bytes and the keys it holds.
    static func stream(length: Int, using generator: inout SeededRandom) -> ([UInt8], [KeyPress]) {
        var bytes: [UInt8] = []
        var keys: [KeyPress] = []
        while bytes.count < length {
            let (text, pieceKeys) = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            bytes += Support.bytes(text)
            keys += pieceKeys
        }
        return (bytes, keys)
    }

    /// The bytes cut into reads of 1 to `longest` bytes.
    static func reads(of bytes: [UInt8], longest: Int, using generator: inout SeededRandom) -> [[UInt8]] {
        var reads: [[UInt8]] = []
        var start = 0
        while start < bytes.count {
            let end = min(bytes.count, start + Int.random(in: 1...longest, using: &generator))
            reads.append(Array(bytes[start..<end]))
            start = end
        }
        return reads
    }

    @Test(arguments: [1, 2, 3, 4, 5] as [UInt64])
    func pasteOfThousandsOfBytesDecodesExactly(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        let (bytes, expected) = Self.stream(length: 10_000, using: &generator)
        #expect(Support.decode([bytes]) == expected)
        for longest in [1, 3, 7, 64, 4096] {
            let reads = Self.reads(of: bytes, longest: longest, using: &generator)
            #expect(Support.decode(reads) == expected, "reads of up to \(longest) bytes")
        }
    }

    /// Reads with nothing more readable after them, as when a writer is slow: the decoder waits
    /// at each cut, and every key still comes out exactly. Only a read ending in a lone `ESC`
    /// has more readable after it (with nothing, a lone `ESC` would be Esc, by the rule).
    @Test(arguments: [6, 7, 8] as [UInt64])
    func streamCutWhereverTheWriterPausesDecodesExactly(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        let (bytes, expected) = Self.stream(length: 5_000, using: &generator)
        var decoder = KeyDecoder()
        var keys: [KeyPress] = []
        for read in Self.reads(of: bytes, longest: 9, using: &generator) {
            keys += decoder.decode(read, moreReadable: read.last == 0x1B)
        }
        #expect(keys == expected)
        #expect(decoder.pending == .nothing)
    }

    @Test func tenThousandDownKeysAtOnce() {
        let bytes = Array(repeating: Support.bytes("\u{1B}OB"), count: 10_000).flatMap { $0 }
        var generator = SeededRandom(seed: 9)
        let keys = Support.decode(Self.reads(of: bytes, longest: 4096, using: &generator))
        #expect(keys.count == 10_000)
        #expect(keys.allSatisfy { $0 == KeyPress(.downArrow) })
    }

    /// Random bytes, many of them pieces of sequences, decode the same however they are cut
    /// into reads (with more readable after each but the last).
    @Test(arguments: [10, 11, 12, 13] as [UInt64])
    func randomBytesDecodeTheSameHoweverTheyAreCut(seed: UInt64) {
        var generator = SeededRandom(seed: seed)
        let alphabet: [UInt8] = [
            0x1B, 0x1B, 0x5B, 0x4F, 0x31, 0x3B, 0x7E, 0x41, 0x24, 0x0D, 0xC3, 0xA9, 0xE6, 0xFF,
        ]
        let bytes = (0..<20_000).map { index -> UInt8 in
            index % 3 == 0
                ? alphabet[Int.random(in: 0..<alphabet.count, using: &generator)] : generator.byte()
        }
        let whole = Support.decode([bytes])
        for longest in [1, 5, 300] {
            #expect(Support.decode(Self.reads(of: bytes, longest: longest, using: &generator)) == whole)
        }
    }
}

extension SeededRandom {
    /// A random byte.
    mutating func byte() -> UInt8 {
        UInt8(truncatingIfNeeded: next())
    }
}
