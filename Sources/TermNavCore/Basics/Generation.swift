import Synchronization

/// A version of some content, unique in the process: content that changes takes a new one, and
/// a copy keeps its original's. Two equal generations are the same content, so whoever holds
/// both tells them apart without reading either, and without asking where either is stored.
///
/// A generation is taken where the content is made or changed: a canvas row drawn on
/// (`Canvas`), a row laid out (`LaidOutRow`), a screen's rows resolved (`RowSource`).
struct Generation: Hashable, Sendable {
    /// The number: each generation taken is one more than the one before.
    private let value: UInt64

    /// The last number taken, in any thread.
    private static let last = Atomic<UInt64>(0)

    /// A generation no content has had before.
    /// - Returns: The generation.
    static func next() -> Generation {
        Generation(value: last.wrappingAdd(1, ordering: .relaxed).newValue)
    }
}
