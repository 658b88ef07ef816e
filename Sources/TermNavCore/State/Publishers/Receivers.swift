import Foundation

/// The receivers of one publisher's values, each until it is cancelled: what every publisher
/// that sends values of its own (the subjects, `@Published`, `objectWillChange`, a timer) keeps
/// them in. Sending may happen on any thread; each value goes to the receivers there, in the
/// order they came.
final class Receivers<Output, Failure: Error>: @unchecked Sendable {
    /// One receiver.
    private struct Entry {
        let receiveValue: (Output) -> Void
        let receiveCompletion: (Subscribers.Completion<Failure>) -> Void
    }

    /// Guards everything below.
    private let lock = NSLock()
    private var entries: [(id: Int, entry: Entry)] = []
    private var nextID = 0
    /// How the values ended, once they have.
    private var completion: Subscribers.Completion<Failure>?
    /// Told, outside the lock, when the first receiver comes (`true`) and the last goes
    /// (`false`): a timer runs only while someone receives.
    var receivingChanged: ((Bool) -> Void)?

    /// Whether anyone receives.
    var isEmpty: Bool {
        lock.withLock { entries.isEmpty }
    }

    /// Whether the values have ended.
    var isFinished: Bool {
        lock.withLock { completion != nil }
    }

    /// Adds a receiver, which is told at once how the values ended if they have.
    func add(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        lock.lock()
        if let completion {
            lock.unlock()
            receiveCompletion(completion)
            return AnyCancellable {}
        }
        let id = nextID
        nextID += 1
        entries.append((id, Entry(receiveValue: receiveValue, receiveCompletion: receiveCompletion)))
        let first = entries.count == 1
        lock.unlock()
        if first { receivingChanged?(true) }
        return AnyCancellable { [weak self] in self?.remove(id) }
    }

    private func remove(_ id: Int) {
        lock.lock()
        let count = entries.count
        entries.removeAll { $0.id == id }
        let last = count > 0 && entries.isEmpty
        lock.unlock()
        if last { receivingChanged?(false) }
    }

    /// Gives a value to every receiver.
    func send(_ value: Output) {
        let current = lock.withLock { completion == nil ? entries.map(\.entry) : [] }
        for entry in current { entry.receiveValue(value) }
    }

    /// Ends the values, telling every receiver how; once only.
    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else {
            lock.unlock()
            return
        }
        self.completion = completion
        let current = entries.map(\.entry)
        entries.removeAll()
        lock.unlock()
        for entry in current { entry.receiveCompletion(completion) }
        if !current.isEmpty { receivingChanged?(false) }
    }
}
