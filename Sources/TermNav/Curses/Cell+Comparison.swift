import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

extension Cell {
    /// Whether this cell equals another, as `==` says, comparing the cheapest parts first: the
    /// writer compares every cell of a frame with the one on screen.
    /// - Parameter other: The other cell.
    /// - Returns: `true` when the cells are equal.
    @inline(__always)
    func isSame(as other: Cell) -> Bool {
        guard width == other.width, style.attributes.rawValue == other.style.attributes.rawValue,
            style.foreground == other.style.foreground, style.background == other.style.background,
            style.hyperlink == other.style.hyperlink
        else { return false }
        // Two clusters of one byte are ASCII, equal only when their bytes are. The same bytes
        // are the same cluster; other bytes are compared as strings, which count canonically
        // equivalent clusters equal.
        if let byte = singleByte, let otherByte = other.singleByte { return byte == otherByte }
        if text == other.text { return true }
        return Cell.graphemesMatch(text, other.text)
    }

    /// Whether the cell is a blank in the plain style: equal to `Cell.blank()`.
    ///
    /// A cluster of more than one byte never is: no other cluster is canonically equivalent to a
    /// space (`CellComparisonTests` checks every scalar).
    @inline(__always)
    var isPlainBlank: Bool {
        width == 1 && style.attributes.rawValue == 0 && style.foreground == .default
            && style.background == .default && singleByte == UInt8(ascii: " ") && !style.hyperlink.isLink
    }

    /// A number rows that are equal, as `==` says, share, made of each cell's width, attributes,
    /// whether its colours are the terminal's own, whether it is part of a link, and its byte when its cluster is one byte long.
    /// Rows with different numbers differ; rows with the same one must still be compared
    /// (`rowsMatch(_:_:)`), though rows of other text rarely share one.
    ///
    /// Cells equal as `==` says may hold different bytes: canonically equivalent clusters are
    /// equal. So clusters of more than one byte all count alike, and so do the three ASCII
    /// characters a scalar of its own is equivalent to (`K` to U+212A KELVIN SIGN, `;` to U+037E
    /// GREEK QUESTION MARK, `` ` `` to U+1FEF GREEK VARIA); `CellComparisonTests` checks every
    /// scalar.
    /// - Parameter row: A row.
    /// - Returns: The number.
    static func contentKey(of row: ArraySlice<Cell>) -> Int {
        row.withUnsafeBufferPointer { cells in
            var key = cells.count &* 0x1E37_79B9_7F4A_7C15
            for index in cells.indices {
                let cell = cells[index]
                var bits = cell.width & 0xFF | Int(cell.style.attributes.rawValue) &<< 8
                if cell.style.foreground != .default { bits |= 1 &<< 16 }
                if cell.style.background != .default { bits |= 1 &<< 17 }
                if cell.style.hyperlink.isLink { bits |= 1 &<< 18 }
                if let byte = cell.singleByte, !hasEquivalentScalar(byte) {
                    bits |= Int(byte) &<< 24
                } else {
                    bits |= 1 &<< 32
                }
                key = (key ^ bits) &* 0x0000_0100_0000_01B3
            }
            return key
        }
    }

    /// Whether an ASCII character is canonically equivalent to a scalar other than itself: only
    /// `K`, `;` and `` ` `` are.
    /// - Parameter byte: The character's byte.
    /// - Returns: `true` for those three.
    @inline(__always)
    static func hasEquivalentScalar(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: "K") || byte == UInt8(ascii: ";") || byte == UInt8(ascii: "`")
    }

    /// The number of cells of a row that are not plain blanks, counted up to a limit.
    /// - Parameters:
    ///   - row: A row.
    ///   - limit: The count at which counting stops; `nil` to count them all.
    /// - Returns: The count, at most `limit`.
    static func drawnCells(of row: ArraySlice<Cell>, upTo limit: Int? = nil) -> Int {
        let limit = limit ?? .max
        return row.withUnsafeBufferPointer { cells in
            var count = 0
            for index in cells.indices where count < limit && !cells[index].isPlainBlank { count += 1 }
            return count
        }
    }

    /// Whether every cell of a row is a plain blank.
    /// - Parameter row: A row.
    /// - Returns: `true` when it is, or has no cells.
    static func isBlankRow(_ row: ArraySlice<Cell>) -> Bool {
        row.withUnsafeBufferPointer { cells in
            for index in cells.indices where !cells[index].isPlainBlank { return false }
            return true
        }
    }

    /// Whether two rows of cells are equal, as `==` says (see ``isSame(as:)``).
    ///
    /// A row that did not change is usually the very same storage (canvases share unchanged
    /// rows), or else holds the same bytes: rows are equal at once when they share storage,
    /// then their bytes are compared, many at a time, then, when they differ
    /// (a cell differs, or only the unused bytes between cells do), the cells one by one.
    /// - Parameters:
    ///   - row: A row.
    ///   - other: Another row.
    /// - Returns: `true` when they have as many cells, each equal to the other's.
    static func rowsMatch(_ row: ArraySlice<Cell>, _ other: ArraySlice<Cell>) -> Bool {
        guard row.count == other.count else { return false }
        let sameBytes = row.withUnsafeBytes { bytes in
            other.withUnsafeBytes { others in
                guard let start = bytes.baseAddress, let otherStart = others.baseAddress else { return true }
                // Canvases share the storage of rows that did not change: nothing to read.
                return start == otherStart || memcmp(start, otherStart, bytes.count) == 0
            }
        }
        if sameBytes { return true }
        return row.withUnsafeBufferPointer { cells in
            other.withUnsafeBufferPointer { others in
                for index in cells.indices where !cells[index].isSame(as: others[index]) {
                    return false
                }
                return true
            }
        }
    }
}
