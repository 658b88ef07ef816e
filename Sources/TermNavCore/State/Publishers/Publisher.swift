/// A source of values over time, as Combine's `Publisher` (Linux has no Combine; this is
/// TermNav's own, in Combine's shape): a view takes its values with
/// `.onReceive(_:perform:)`, other code with ``sink(receiveCompletion:receiveValue:)``.
///
/// ```swift
/// let ticks = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
/// Text(now, format: .dateTime.hour().minute().second())
///     .onReceive(ticks) { now = $0 }
/// ```
///
/// TermNav's publishers are ``Just``, ``PassthroughSubject``, ``CurrentValueSubject``, a
/// `@Published` property's `$property`, an ``ObservableObject``'s `objectWillChange`,
/// `Timer.publish(every:tolerance:on:in:options:)` and
/// `NotificationCenter.default.publisher(for:object:)`, with the operators `map`, `filter`,
/// `removeDuplicates`, `receive(on:)` and `eraseToAnyPublisher()`. Values are delivered on the
/// thread that sends them, as Combine delivers them.
public protocol Publisher<Output, Failure> {
    /// The type of the values.
    associatedtype Output
    /// The type of the error that may end the values.
    associatedtype Failure: Error

    /// Delivers the publisher's values, then how they ended, until the cancellable returned is
    /// cancelled or let go.
    /// - Parameters:
    ///   - receiveCompletion: Told once how the values ended.
    ///   - receiveValue: Given each value.
    /// - Returns: What stops the delivery.
    func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable
}

extension Publisher where Failure == Never {
    /// Delivers the publisher's values until the cancellable returned is cancelled or let go.
    /// - Parameter receiveValue: Given each value.
    /// - Returns: What stops the delivery.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }
}

/// The kinds of receivers of a ``Publisher``'s values, as Combine's `Subscribers`.
public enum Subscribers {
    /// How a publisher's values ended.
    public enum Completion<Failure: Error> {
        /// They ended normally.
        case finished
        /// They ended with an error.
        case failure(Failure)
    }
}

/// The operators of ``Publisher``s, as Combine's `Publishers`.
public enum Publishers {}
