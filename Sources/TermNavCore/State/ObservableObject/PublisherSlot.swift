import Synchronization

/// Where a `@Published` property keeps its object's publisher: each property of an object holds
/// the same one, made the first time anyone asks the object for `objectWillChange`.
final class PublisherSlot: Sendable {
    private let stored = Mutex<ObservableObjectPublisher?>(nil)

    /// The object's publisher, once made.
    var publisher: ObservableObjectPublisher? {
        stored.withLock { $0 }
    }

    /// The publisher of an object that does not declare its own: the one its `@Published`
    /// properties hold, made and given to all of them the first time.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        var slots: [PublisherSlot] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            slots += current.children.compactMap { ($0.value as? any PublishedProperty)?.slot }
            mirror = current.superclassMirror
        }
        return creation.withLock { _ in
            if let existing = slots.lazy.compactMap(\.publisher).first { return existing }
            let publisher = ObservableObjectPublisher()
            for slot in slots {
                slot.stored.withLock { $0 = publisher }
            }
            return publisher
        }
    }

    /// Held while an object's publisher is made, so that two threads asking at once share one.
    private static let creation = Mutex(())
}
