extension DisplayWidth {
    /// What the width table says about one Unicode scalar on its own.
    package struct ScalarClass: Hashable, Sendable {
        /// The columns the scalar covers alone: 0, 1 or 2.
        package let width: Int
        /// Whether the scalar has both a text and an emoji form, chosen by a variation selector
        /// after it (VS15 for text, VS16 for emoji).
        package let isEmoji: Bool
        /// Whether the scalar is unassigned, or new since Unicode 9.0: a terminal whose C
        /// library knows an older Unicode may draw it at another width, or not at all.
        package let isRecent: Bool
        /// Whether the scalar is a regional indicator, half of a flag.
        package let isRegionalIndicator: Bool

        /// Looks a scalar up in the width table.
        /// - Parameter scalar: The scalar.
        package init(_ scalar: Unicode.Scalar) {
            let value = scalar.value
            let entry = DisplayWidth.entry(for: value)
            width = Int(entry & 0b11)
            isEmoji = entry & 0b100 != 0
            isRecent = entry & 0b1000 != 0
            isRegionalIndicator = (0x1F1E6...0x1F1FF).contains(value)
        }
    }

    /// The table entry of the run that holds a scalar: the last entry whose first scalar is not
    /// after it, found by binary search.
    private static func entry(for value: UInt32) -> UInt32 {
        let key = value << 4 | 0b1111
        return table.withUnsafeBufferPointer { entries in
            var low = 0
            var high = entries.count
            while low < high {
                let middle = (low + high) / 2
                if entries[middle] <= key {
                    low = middle + 1
                } else {
                    high = middle
                }
            }
            // The first entry starts at U+0000, so every scalar has one.
            return low > 0 ? entries[low - 1] : 0b1
        }
    }
}
