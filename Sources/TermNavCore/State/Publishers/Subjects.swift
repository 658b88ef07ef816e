import Foundation

/// A publisher whose values are those sent to it, as Combine's `PassthroughSubject`: each goes
/// to those receiving at the time.
///
/// ```swift
/// let saved = PassthroughSubject<String, Never>()
/// Text(status).onReceive(saved) { status = "Saved \($0)" }
/// saved.send("notes.txt")
/// ```
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let receivers = Receivers<Output, Failure>()

    /// Creates a subject.
    public init() {}

    /// Gives a value to those receiving.
    /// - Parameter value: The value.
    public func send(_ value: Output) {
        receivers.send(value)
    }

    /// Ends the values.
    /// - Parameter completion: How they ended.
    public func send(completion: Subscribers.Completion<Failure>) {
        receivers.send(completion: completion)
    }

    /// Delivers the values sent from now on, then how they ended.
    /// - Parameters:
    ///   - receiveCompletion: Told once how the values ended.
    ///   - receiveValue: Given each value.
    /// - Returns: What stops the delivery.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receivers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}

extension PassthroughSubject where Output == Void {
    /// Sends the one value of `Void`.
    public func send() {
        send(())
    }
}

/// A publisher that holds a value and sends each new one, as Combine's `CurrentValueSubject`:
/// a receiver is given the current value at once, then each value after.
public final class CurrentValueSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let receivers = Receivers<Output, Failure>()
    /// The value held; guarded by `lock`.
    private var current: Output
    private let lock = NSLock()

    /// Creates a subject holding a value.
    /// - Parameter value: The first value.
    public init(_ value: Output) {
        current = value
    }

    /// The value held; setting it sends it.
    public var value: Output {
        get { lock.withLock { current } }
        set { send(newValue) }
    }

    /// Holds a new value and gives it to those receiving.
    /// - Parameter value: The value.
    public func send(_ value: Output) {
        lock.withLock { current = value }
        receivers.send(value)
    }

    /// Ends the values.
    /// - Parameter completion: How they ended.
    public func send(completion: Subscribers.Completion<Failure>) {
        receivers.send(completion: completion)
    }

    /// Delivers the value held, then each value sent, then how they ended.
    /// - Parameters:
    ///   - receiveCompletion: Told once how the values ended.
    ///   - receiveValue: Given each value.
    /// - Returns: What stops the delivery.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        if !receivers.isFinished { receiveValue(value) }
        return receivers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
    }
}
