/// Values kept lately for row indices, each in a slot chosen by its index (modulo the number of
/// slots): a value whose slot another index took since is looked up again where it is kept.
///
/// A frame asks for every row it shows, and the scroller for the same few rows several times a
/// frame; here they are found without hashing. The slots are in storage of their own, allocated
/// once, so reading one takes no exclusivity check.
final class RecentSlots<Value> {
    /// The number of slots, a power of two.
    private let count: Int
    /// For each slot, the index it holds a value for (`Int.min` for none).
    private let indices: UnsafeMutableBufferPointer<Int>
    /// For each slot, its value.
    private let values: UnsafeMutableBufferPointer<Value?>

    /// - Parameter count: The number of slots, a power of two.
    init(count: Int) {
        precondition(count > 0 && count & (count - 1) == 0, "\(count) slots: not a power of two")
        self.count = count
        indices = .allocate(capacity: count)
        values = .allocate(capacity: count)
        indices.initialize(repeating: .min)
        values.initialize(repeating: nil)
    }

    deinit {
        _ = values.deinitialize()
        values.deallocate()
        indices.deallocate()
    }

    /// The value kept for an index, when its slot holds it.
    func value(at index: Int) -> Value? {
        let slot = index & (count - 1)
        return indices[slot] == index ? values[slot] : nil
    }

    /// Keeps a value for an index in its slot.
    func note(_ value: Value, at index: Int) {
        let slot = index & (count - 1)
        indices[slot] = index
        values[slot] = value
    }

    /// Lets every value go.
    func removeAll() {
        for slot in 0..<count {
            indices[slot] = .min
            values[slot] = nil
        }
    }
}
