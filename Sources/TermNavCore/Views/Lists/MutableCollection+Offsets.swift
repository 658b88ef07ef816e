import Foundation

// SwiftUI declares these helpers for `.onDelete(perform:)` and `.onMove(perform:)`; Foundation
// on Linux does not. They take an `IndexSet`, as SwiftUI's do (an array literal makes one). They
// are disfavoured, so that a declaration Foundation adds one day wins over them instead of making
// calls ambiguous.

extension MutableCollection {
    /// Moves the elements at `source` to just before the element that was at `destination`, as
    /// SwiftUI's helper for `.onMove(perform:)`: `move(fromOffsets: [0], toOffset: 3)` puts the
    /// first element after the third. The elements moved keep their order. Offsets out of range
    /// are ignored; a destination past the end means the end.
    /// - Parameters:
    ///   - source: The offsets of the elements to move.
    ///   - destination: The offset, in the collection as it was, of the element they go before.
    @_disfavoredOverload
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let elements = Array(self)
        let movingSet = Set(source.filter { elements.indices.contains($0) })
        guard !movingSet.isEmpty else { return }
        let moving = movingSet.sorted()
        let target = Swift.min(Swift.max(destination, 0), elements.count)
        var rest: [Element] = []
        var insertion = 0
        for (offset, element) in elements.enumerated() where !movingSet.contains(offset) {
            if offset < target { insertion += 1 }
            rest.append(element)
        }
        rest.insert(contentsOf: moving.map { elements[$0] }, at: insertion)
        for (index, element) in zip(indices, rest) {
            self[index] = element
        }
    }
}

extension RangeReplaceableCollection where Self: MutableCollection {
    /// Removes the elements at `offsets`, as SwiftUI's helper for `.onDelete(perform:)`.
    /// Offsets out of range are ignored.
    /// - Parameter offsets: The offsets of the elements to remove.
    @_disfavoredOverload
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() where offset >= 0 && offset < count {
            remove(at: index(startIndex, offsetBy: offset))
        }
    }
}
