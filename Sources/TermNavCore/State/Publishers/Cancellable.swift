import Foundation

/// Something that can be stopped, as Combine's `Cancellable`.
public protocol Cancellable {
    /// Stops it.
    func cancel()
}

/// A delivery of a ``Publisher``'s values that stops when it is cancelled or let go, as
/// Combine's `AnyCancellable`.
public final class AnyCancellable: Cancellable, Hashable, @unchecked Sendable {
    /// What stops the delivery; `nil` once it has run. Guarded by `lock`.
    private var stop: (() -> Void)?
    private let lock = NSLock()

    /// Creates a cancellable that runs `cancel` once, when cancelled or let go.
    /// - Parameter cancel: What stops the delivery.
    public init(_ cancel: @escaping () -> Void) {
        stop = cancel
    }

    /// Creates a cancellable that cancels another.
    /// - Parameter canceller: The other.
    public convenience init<C: Cancellable>(_ canceller: C) {
        self.init { canceller.cancel() }
    }

    deinit {
        cancel()
    }

    /// Stops the delivery; once only.
    public func cancel() {
        lock.lock()
        let stop = stop
        self.stop = nil
        lock.unlock()
        stop?()
    }

    /// Keeps this cancellable in a set, as long as the set keeps it.
    /// - Parameter set: The set.
    public func store(in set: inout Set<AnyCancellable>) {
        set.insert(self)
    }

    /// Keeps this cancellable in a collection, as long as the collection keeps it.
    /// - Parameter collection: The collection.
    public func store<C: RangeReplaceableCollection>(in collection: inout C)
    where C.Element == AnyCancellable {
        collection.append(self)
    }

    /// Whether two cancellables are the same one.
    /// - Parameters:
    ///   - lhs: One.
    ///   - rhs: The other.
    /// - Returns: Whether they are the same object.
    public static func == (lhs: AnyCancellable, rhs: AnyCancellable) -> Bool {
        lhs === rhs
    }

    /// Hashes the cancellable's identity.
    /// - Parameter hasher: The hasher.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }
}
