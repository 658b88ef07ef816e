/// A publisher that sends nothing until it is connected, as Combine's `ConnectablePublisher`:
/// a timer's.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Starts sending.
    /// - Returns: What stops it.
    func connect() -> any Cancellable
}

extension ConnectablePublisher {
    /// This publisher, connected while anyone receives its values and disconnected when the
    /// last stops: a timer ticks only while a view on screen takes its ticks.
    /// - Returns: The publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> {
        Publishers.Autoconnect(upstream: self)
    }
}

extension Publishers {
    /// A connectable publisher, connected while anyone receives its values, as Combine's
    /// `Publishers.Autoconnect`.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure

        /// The publisher connected.
        public let upstream: Upstream
        private let receivers = Receivers<Output, Failure>()
        /// The delivery from the upstream and its connection, while anyone receives; changed
        /// only by `receivers`' first and last receiver, one at a time.
        private var connection: (delivery: AnyCancellable, connection: any Cancellable)?

        init(upstream: Upstream) {
            self.upstream = upstream
            receivers.receivingChanged = { [unowned self] isReceiving in
                if isReceiving {
                    let receivers = receivers
                    let delivery = upstream.sink(
                        receiveCompletion: { receivers.send(completion: $0) },
                        receiveValue: { receivers.send($0) })
                    connection = (delivery, upstream.connect())
                } else {
                    connection?.connection.cancel()
                    connection?.delivery.cancel()
                    connection = nil
                }
            }
        }

        /// Delivers the upstream's values, connecting it for the first receiver.
        /// - Parameters:
        ///   - receiveCompletion: Told once how the values ended.
        ///   - receiveValue: Given each value.
        /// - Returns: What stops the delivery, and disconnects the upstream after the last.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            // The delivery keeps this publisher, and so its connection, while it lasts.
            let delivery = receivers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
            return AnyCancellable { [self] in
                delivery.cancel()
                withExtendedLifetime(self) {}
            }
        }
    }
}
