import Dispatch
import Foundation

extension Timer {
    /// The dates of a timer at an interval, as Combine's `Timer.TimerPublisher`: it ticks while
    /// connected (``ConnectablePublisher/autoconnect()`` connects it while anyone receives).
    ///
    /// The ticks are blocks on the main queue, as a ``TimelineView``'s dates are, which the run
    /// loop serves while it waits for input; each gives the date of the tick to the receivers
    /// there, on the main actor.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        /// The dates of the ticks.
        public typealias Output = Date
        /// Never fails.
        public typealias Failure = Never

        /// The seconds between ticks.
        public let interval: TimeInterval
        /// How late a tick may come; a terminal's ticks come as the main queue serves them.
        public let tolerance: TimeInterval?
        /// The run loop asked for; the ticks come on the main queue, which the main run loop's
        /// thread serves.
        public let runLoop: RunLoop
        /// The run loop's mode asked for (`.common` or `.default`); either ticks alike.
        public let mode: RunLoop.Mode

        private let receivers = Receivers<Date, Never>()
        /// Which connection the ticks belong to; a tick of an earlier one goes quiet. Guarded by
        /// `lock`.
        private var connection = 0
        private let lock = NSLock()

        init(interval: TimeInterval, tolerance: TimeInterval?, runLoop: RunLoop, mode: RunLoop.Mode) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
        }

        /// Starts ticking, from now.
        /// - Returns: What stops the ticks.
        public func connect() -> any Cancellable {
            let current = lock.withLock {
                connection &+= 1
                return connection
            }
            MainQueue.run { [self] in
                let ticker = Ticker()
                ticker.start(every: interval) { [self] in
                    guard lock.withLock({ connection == current }) else { return ticker.stop() }
                    receivers.send(Date())
                }
            }
            return AnyCancellable { [self] in
                lock.withLock {
                    if connection == current { connection &+= 1 }
                }
            }
        }

        /// Delivers the date of each tick while connected.
        /// - Parameters:
        ///   - receiveCompletion: Never told: a timer's ticks do not end.
        ///   - receiveValue: Given each tick's date.
        /// - Returns: What stops the delivery.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Date) -> Void
        ) -> AnyCancellable {
            receivers.add(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        }
    }

    /// A publisher of a timer's dates at an interval, as Combine's: connect it, or use
    /// `.autoconnect()`, and take its dates with `.onReceive(_:perform:)`.
    ///
    /// ```swift
    /// let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    /// ```
    /// - Parameters:
    ///   - interval: The seconds between ticks (a hundredth at least).
    ///   - tolerance: How late a tick may come.
    ///   - runLoop: The run loop: `.main`.
    ///   - mode: The run loop's mode: `.common` or `.default`.
    ///   - options: None exist.
    /// - Returns: The publisher.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop,
        in mode: RunLoop.Mode,
        options: Never? = nil
    ) -> TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode)
    }
}
