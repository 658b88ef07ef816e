import Synchronization

/// Tells the views holding an ``ObservableObject`` that it is about to change, as Combine's
/// `ObservableObjectPublisher`: `objectWillChange.send()`.
///
/// TermNav's views subscribe to it themselves; it is a ``Publisher`` of `Void` too, for
/// `.onReceive(model.objectWillChange)`. `send()` may be called from any thread: the views are
/// built again on the app's run loop, before its next frame.
public final class ObservableObjectPublisher: Publisher, Sendable {
    /// A change has no value.
    public typealias Output = Void
    /// Never fails.
    public typealias Failure = Never
    /// A view to tell, and the loop its app runs on.
    private struct Subscriber: Sendable {
        /// The view's record, held weakly; used on its loop only.
        let owner: LoopBound<WeakStateOwner>
        /// Where the view is told.
        let loop: LoopWork
    }

    private let subscribers = Mutex<[Subscriber]>([])
    /// Those receiving the changes as a publisher's values.
    private let receivers = Receivers<Void, Never>()

    /// Creates a publisher.
    public init() {}

    /// Tells every view holding the object that it is about to change.
    public func send() {
        for subscriber in subscribers.withLock({ $0 }) {
            let owner = subscriber.owner
            subscriber.loop.schedule { owner.value.owner?.stateDidChange() }
        }
        receivers.send(())
    }

    /// Delivers each change from now on, before the object changes.
    /// - Parameters:
    ///   - receiveCompletion: Never told: an object's changes do not end.
    ///   - receiveValue: Told of each change.
    /// - Returns: What stops the delivery.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receivers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }

    /// Tells `owner` of each change from now on, on `loop`; once, however often it is asked.
    /// Called on the loop, where owners are made and let go.
    func subscribe(_ owner: any StateOwner, on loop: LoopWork) {
        subscribers.withLock { subscribers in
            subscribers.removeAll { $0.owner.value.owner == nil }
            guard !subscribers.contains(where: { $0.owner.value.owner === owner }) else { return }
            subscribers.append(Subscriber(owner: LoopBound(value: WeakStateOwner(owner: owner)), loop: loop))
        }
    }
}
