import Foundation

extension NotificationCenter {
    /// The notifications of a name posted to a center, as Combine's
    /// `NotificationCenter.Publisher`: each is delivered on the thread that posts it.
    public struct Publisher: TermNavCore.Publisher {
        /// The notifications.
        public typealias Output = Notification
        /// Never fails.
        public typealias Failure = Never

        /// The center.
        public let center: NotificationCenter
        /// The name of the notifications.
        public let name: Notification.Name
        /// The object whose notifications are delivered; `nil` for any.
        public let object: AnyObject?

        /// Delivers each notification posted from now on.
        /// - Parameters:
        ///   - receiveCompletion: Never told: a center's notifications do not end.
        ///   - receiveValue: Given each notification.
        /// - Returns: What stops the delivery.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Notification) -> Void
        ) -> AnyCancellable {
            let delivery = Delivery(receiveValue: receiveValue)
            let center = center
            let observer = center.addObserver(forName: name, object: object, queue: nil) { notification in
                delivery.receiveValue(notification)
            }
            return AnyCancellable { center.removeObserver(observer) }
        }
    }

    /// Where a center's notifications go: called on the thread that posts each, as the center
    /// calls its observers; the receiver is the one that asked for them there.
    private struct Delivery: @unchecked Sendable {
        let receiveValue: (Notification) -> Void
    }

    /// The notifications of a name posted to this center, as a publisher, as in Combine.
    /// - Parameters:
    ///   - name: The name of the notifications.
    ///   - object: The object whose notifications are delivered; `nil` for any.
    /// - Returns: The publisher.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
        Publisher(center: self, name: name, object: object)
    }
}
