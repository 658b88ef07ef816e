import Synchronization

/// A cell's grapheme cluster, stored without a reference: its UTF-8 bytes inline when there are
/// at most 15 of them, or else a number standing for the cluster in ``LongGraphemes``.
///
/// Being plain bits, a row of cells is copied, compared and blanked as plain memory: no
/// reference counting, no value witnesses. Two texts with the same bits hold the same bytes
/// (unused bytes are always zero, and the same long cluster always gets the same number).
package struct CellText: Equatable, Sendable {
    /// The first eight bytes, the first one lowest; for a long cluster, its number.
    private var low: UInt64
    /// The next seven bytes, then the byte count in the top byte (``longMarker`` for a long
    /// cluster).
    private var high: UInt64

    /// The top byte of `high` of a long cluster.
    private static let longMarker: UInt64 = 0xFF
    /// The most bytes stored inline.
    static let inlineCapacity = 15

    /// The text of one byte.
    /// - Parameter byte: The byte (ASCII).
    init(byte: UInt8) {
        low = UInt64(byte)
        high = 1 << 56
    }

    /// The text of a cluster.
    /// - Parameter grapheme: The cluster.
    init(_ grapheme: String) {
        var grapheme = grapheme
        let stored = grapheme.withUTF8 { bytes -> (UInt64, UInt64)? in
            guard bytes.count <= Self.inlineCapacity else { return nil }
            var low: UInt64 = 0
            var high = UInt64(bytes.count) << 56
            for (index, byte) in bytes.enumerated() {
                if index < 8 {
                    low |= UInt64(byte) << (8 * UInt64(index))
                } else {
                    high |= UInt64(byte) << (8 * UInt64(index - 8))
                }
            }
            return (low, high)
        }
        if let stored {
            (low, high) = stored
        } else {
            low = UInt64(LongGraphemes.number(of: grapheme))
            high = Self.longMarker << 56
        }
    }

    /// Whether the cluster is longer than 15 bytes, kept in ``LongGraphemes``.
    private var isLong: Bool { high >> 56 == Self.longMarker }

    /// The number of UTF-8 bytes.
    package var utf8Count: Int {
        isLong ? LongGraphemes.grapheme(numbered: Int(low)).utf8.count : Int(high >> 56)
    }

    /// The byte, when the cluster is one byte long.
    package var singleByte: UInt8? {
        high == 1 << 56 ? UInt8(truncatingIfNeeded: low) : nil
    }

    /// Whether the cluster is empty (a continuation cell's).
    package var isEmpty: Bool { high == 0 }

    /// Whether two texts hold the same bytes.
    /// - Parameters:
    ///   - lhs: A text.
    ///   - rhs: Another text.
    /// - Returns: `true` when their bits are equal.
    package static func == (lhs: CellText, rhs: CellText) -> Bool {
        lhs.low == rhs.low && lhs.high == rhs.high
    }

    /// The cluster.
    package var grapheme: String {
        if isLong { return LongGraphemes.grapheme(numbered: Int(low)) }
        let count = Int(high >> 56)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.inlineCapacity) { buffer in
            for index in 0..<count {
                let word = index < 8 ? low : high
                buffer[index] = UInt8(truncatingIfNeeded: word >> (8 * UInt64(index % 8)))
            }
            return String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self)
        }
    }
}

/// The grapheme clusters longer than 15 bytes that cells have held (long emoji sequences,
/// runs of combining marks), each numbered once for the life of the process, so a cell holds a
/// number instead of a reference. Only distinct clusters are kept, so the table grows with the
/// variety of long clusters shown, not with how often they are drawn.
enum LongGraphemes {
    private struct Table {
        var graphemes: [String] = []
        /// Keyed by bytes, not by `String`'s canonical equality: a cluster comes back exactly.
        var numbers: [[UInt8]: Int] = [:]
    }

    private static let table = Mutex(Table())

    /// The number of a cluster, given it the first time.
    /// - Parameter grapheme: The cluster.
    /// - Returns: Its number.
    static func number(of grapheme: String) -> Int {
        let bytes = Array(grapheme.utf8)
        return table.withLock { table in
            if let number = table.numbers[bytes] { return number }
            table.graphemes.append(grapheme)
            table.numbers[bytes] = table.graphemes.count - 1
            return table.graphemes.count - 1
        }
    }

    /// The cluster with a number.
    /// - Parameter number: A number ``number(of:)`` gave.
    /// - Returns: The cluster.
    static func grapheme(numbered number: Int) -> String {
        table.withLock { table in
            table.graphemes.indices.contains(number) ? table.graphemes[number] : ""
        }
    }
}
