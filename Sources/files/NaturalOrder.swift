#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The order `files` lists names in: letters without regard to case, and runs of digits by
/// their value, so `file2` comes before `file10`.
///
/// Each name gets a key once, when the directory is read; keys then compare as plain bytes,
/// which keeps sorting 100,000 names quick.
enum NaturalOrder {
    /// The key of a name: ASCII letters lowercased; each run of digits, without its leading
    /// zeros, as `0`, its length, then its digits, so a shorter number sorts first.
    /// - Parameter name: The name's bytes.
    /// - Returns: The key.
    static func key(_ name: [UInt8]) -> [UInt8] {
        var key: [UInt8] = []
        key.reserveCapacity(name.count + 4)
        var index = 0
        while index < name.count {
            let byte = name[index]
            if isDigit(byte) {
                var end = index
                while end < name.count, isDigit(name[end]) { end += 1 }
                var start = index
                while start < end - 1, name[start] == UInt8(ascii: "0") { start += 1 }
                key.append(UInt8(ascii: "0"))
                key.append(UInt8(min(end - start, 255)))
                key.append(contentsOf: name[start..<end])
                index = end
            } else {
                key.append((UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte)
                index += 1
            }
        }
        return key
    }

    /// Whether entry `lhs` comes before `rhs`: directories first, then by key, then by the
    /// names' bytes (so `a` and `A` keep one order).
    static func precedes(_ lhs: FileEntry, _ rhs: FileEntry) -> Bool {
        let lhsIsDirectory = lhs.kind == .directory
        if lhsIsDirectory != (rhs.kind == .directory) { return lhsIsDirectory }
        let order = compare(lhs.sortKey, rhs.sortKey)
        if order != 0 { return order < 0 }
        return compare(lhs.nameBytes, rhs.nameBytes) < 0
    }

    /// Compares bytes as `memcmp` does, the shorter first when one begins the other: negative,
    /// zero or positive.
    static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
        let common = min(lhs.count, rhs.count)
        let order = lhs.withUnsafeBufferPointer { left in
            rhs.withUnsafeBufferPointer { right in
                guard let leftBase = left.baseAddress, let rightBase = right.baseAddress, common > 0 else {
                    return Int32(0)
                }
                return memcmp(leftBase, rightBase, common)
            }
        }
        return order != 0 ? Int(order) : lhs.count - rhs.count
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }
}
