import Dispatch
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The texts of a list's rows, folded to lower case, read once each and kept side by side in one
/// buffer, so that a filter compares a million rows' texts at the speed of reading memory.
///
/// Row `i`'s text is the bytes up to `ends[i]`, after a 0 byte that ends row `i - 1`: a pattern
/// typed never holds a 0 byte, so a match found in the buffer lies within one row. A million
/// book titles take about 40 MB here, where a million `String`s would take twice that.
///
/// Kept with the rows of one resolution of a screen (``RowSource/texts``), which a filter reads
/// into: a filter opened again on the same rows reads none, and the texts go with the rows when
/// the screen is resolved again.
struct RowTexts: Sendable {
    /// Every row's folded text in UTF-8, each followed by a 0 byte.
    private var bytes: [UInt8] = []
    /// Where each row's text ends in `bytes` (at its 0 byte).
    private var ends: [Int] = []

    /// The number of rows whose text is known: rows `0..<count`.
    var count: Int { ends.count }

    /// Keeps the next row's text, lower-cased as it is copied in (``appendFolded(_:to:)``).
    /// - Parameter text: Its text as the row shows it.
    mutating func append(_ text: String) {
        Self.appendFolded(text, to: &bytes)
        endRow()
    }

    /// Keeps the next row's text given as its texts' runs, every text's in turn, and where each
    /// text ends among them: the runs of a text joined, the texts joined by spaces, as
    /// ``RowTextReader/text`` joins them, lower-cased as they are copied in, without making the
    /// joined string.
    /// - Parameters:
    ///   - runs: The runs of the texts the row shows, in order.
    ///   - partEnds: Where each text ends in `runs`, in order; the last is `runs.count`.
    mutating func append(runs: [String], partEnds: [Int]) {
        var start = 0
        for (index, end) in partEnds.enumerated() {
            if index > 0 { bytes.append(0x20) }
            for run in runs[start..<end] { Self.appendFolded(run, to: &bytes) }
            start = end
        }
        endRow()
    }

    /// Ends the row whose text was just copied in, at a 0 byte.
    private mutating func endRow() {
        ends.append(bytes.count)
        bytes.append(0)
    }

    /// Makes room for the texts of `rows` rows in all, guessing their length from the texts kept
    /// so far, so that the buffer is not doubled (and briefly held twice) as it fills.
    /// - Parameter rows: The number of rows whose texts will be kept.
    mutating func reserve(rows: Int) {
        guard rows > ends.count, !ends.isEmpty else { return }
        ends.reserveCapacity(rows)
        // An eighth more than the average so far, for rows longer than the first ones.
        let average = (bytes.count + ends.count - 1) / ends.count
        bytes.reserveCapacity(rows * (average + average / 8 + 1))
    }

    /// A text as the rows keep it: lower-cased, so that a match ignores case.
    static func fold(_ text: String) -> String {
        var bytes: [UInt8] = []
        appendFolded(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends a text's UTF-8, lower-cased, to `bytes`: ASCII as a block, folded in place, and
    /// each run of other characters as the standard library lower-cases it, which maps one
    /// scalar at a time, so the bytes are those of `text.lowercased()`, without making it (a row
    /// with one accented letter costs little more than an ASCII one).
    static func appendFolded(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            let start = bytes.count
            bytes.append(contentsOf: utf8)
            // Upper-case ASCII letters take 0x20 more; a byte of 0x80 or over is left to the
            // slow path below.
            let isASCII = bytes.withUnsafeMutableBufferPointer { folded in
                var high: UInt8 = 0
                for index in start..<folded.count {
                    let byte = folded[index]
                    high |= byte
                    folded[index] = byte &- 0x41 < 26 ? byte | 0x20 : byte
                }
                return high < 0x80
            }
            guard !isASCII else { return }
            bytes.removeSubrange(start...)
            appendFoldedSlowly(utf8, to: &bytes)
        }
    }

    /// Appends UTF-8 that is not all ASCII, lower-cased: ASCII byte by byte, and each run of
    /// other characters as the standard library lower-cases it.
    private static func appendFoldedSlowly(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            if byte < 0x80 {
                bytes.append(byte &- 0x41 < 26 ? byte | 0x20 : byte)
                index += 1
                continue
            }
            // A run of bytes of 0x80 and over holds whole scalars: ASCII bytes never stand
            // inside one.
            var end = index + 1
            while end < utf8.count, utf8[end] >= 0x80 { end += 1 }
            let run = String(decoding: UnsafeBufferPointer(rebasing: utf8[index..<end]), as: UTF8.self)
            bytes.append(contentsOf: run.lowercased().utf8)
            index = end
        }
    }

    /// The rows among `rows` whose text contains `pattern`, in order. Rows past ``count`` are
    /// left out.
    /// - Parameters:
    ///   - pattern: A folded text (``fold(_:)``), not empty.
    ///   - rows: Row indices, in increasing order.
    func rows(among rows: [Int], containing pattern: String) -> [Int] {
        let needle = Array(pattern.utf8)
        return bytes.withUnsafeBufferPointer { haystack in
            rows.filter { row in
                guard row < ends.count else { return false }
                let start = row == 0 ? 0 : ends[row - 1] + 1
                return Self.find(needle, in: haystack, from: start, to: ends[row]) != nil
            }
        }
    }

    /// The rows in `range` whose text contains `pattern`, in order, found by as many workers as
    /// the machine has cores when the range is long.
    /// - Parameters:
    ///   - pattern: A folded text (``fold(_:)``), not empty.
    ///   - range: Rows whose text is known (within `0..<count`).
    func rows(in range: Range<Int>, containing pattern: String) -> [Int] {
        let needle = Array(pattern.utf8)
        let workers = range.count >= Self.rowsPerWorker ? Self.workers : 1
        guard workers > 1 else { return scan(range, for: needle) }
        let step = (range.count + workers - 1) / workers
        let parts = (0..<workers).map { worker in
            let low = range.lowerBound + worker * step
            return low..<min(range.upperBound, low + step)
        }
        let found = Mutex([[Int]](repeating: [], count: workers))
        DispatchQueue.concurrentPerform(iterations: workers) { worker in
            let part = scan(parts[worker], for: needle)
            found.withLock { $0[worker] = part }
        }
        return found.withLock { Array($0.joined()) }
    }

    /// The fewest rows worth sharing among workers.
    private static let rowsPerWorker = 50_000
    /// The number of workers a long scan is shared among: one a core, at most 8.
    private static let workers = max(1, min(8, sysconf(Int32(_SC_NPROCESSORS_ONLN))))

    /// The rows in `range` whose text contains `needle`, in order, on the calling thread.
    private func scan(_ range: Range<Int>, for needle: [UInt8]) -> [Int] {
        guard !range.isEmpty else { return [] }
        var found: [Int] = []
        bytes.withUnsafeBufferPointer { haystack in
            var position = range.lowerBound == 0 ? 0 : ends[range.lowerBound - 1] + 1
            let end = ends[range.upperBound - 1]
            var row = range.lowerBound
            while let hit = Self.find(needle, in: haystack, from: position, to: end) {
                // The hit's row: the first whose end is past it (hits come in order).
                while ends[row] < hit { row += 1 }
                found.append(row)
                position = ends[row] + 1
                row += 1
                if position >= end { break }
            }
        }
        return found
    }

    /// Where `needle` first occurs in `haystack[from..<to]`, or `nil`: found by looking for its
    /// last byte with `memchr`, then comparing the rest.
    private static func find(_ needle: [UInt8], in haystack: UnsafeBufferPointer<UInt8>, from: Int, to: Int)
        -> Int?
    {
        guard let last = needle.last else { return from }
        guard let base = haystack.baseAddress else { return nil }
        let length = needle.count
        var position = from + length - 1
        return needle.withUnsafeBufferPointer { needle -> Int? in
            guard let start = needle.baseAddress else { return nil }
            while position < to {
                guard let hit = memchr(base + position, Int32(last), to - position) else { return nil }
                let end = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(hit))
                let candidate = end - (length - 1)
                if memcmp(base + candidate, start, length - 1) == 0 { return candidate }
                position = end + 1
            }
            return nil
        }
    }
}
