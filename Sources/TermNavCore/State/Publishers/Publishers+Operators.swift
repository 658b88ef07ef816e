extension Publishers {
    /// The values of a publisher, transformed, as Combine's `Publishers.Map`.
    public struct Map<Upstream: Publisher, Output>: Publisher {
        /// The upstream's error.
        public typealias Failure = Upstream.Failure

        /// The publisher transformed.
        public let upstream: Upstream
        /// The transform.
        public let transform: (Upstream.Output) -> Output

        /// Delivers the upstream's values, transformed.
        /// - Parameters:
        ///   - receiveCompletion: Told once how the values ended.
        ///   - receiveValue: Given each value.
        /// - Returns: What stops the delivery.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let transform = transform
            return upstream.sink(receiveCompletion: receiveCompletion) { receiveValue(transform($0)) }
        }
    }

    /// The values of a publisher that pass a test, as Combine's `Publishers.Filter`.
    public struct Filter<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure

        /// The publisher filtered.
        public let upstream: Upstream
        /// The test a value passes.
        public let isIncluded: (Upstream.Output) -> Bool

        /// Delivers the upstream's values that pass the test.
        /// - Parameters:
        ///   - receiveCompletion: Told once how the values ended.
        ///   - receiveValue: Given each value.
        /// - Returns: What stops the delivery.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let isIncluded = isIncluded
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                if isIncluded(value) { receiveValue(value) }
            }
        }
    }

    /// The values of a publisher that differ from the one before, as Combine's
    /// `Publishers.RemoveDuplicates`.
    public struct RemoveDuplicates<Upstream: Publisher>: Publisher {
        /// The upstream's values.
        public typealias Output = Upstream.Output
        /// The upstream's error.
        public typealias Failure = Upstream.Failure

        /// The publisher whose repeats are left out.
        public let upstream: Upstream
        /// Whether a value repeats the one before.
        public let predicate: (Output, Output) -> Bool

        /// Delivers the upstream's values, each that repeats the one before left out.
        /// - Parameters:
        ///   - receiveCompletion: Told once how the values ended.
        ///   - receiveValue: Given each value.
        /// - Returns: What stops the delivery.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Output) -> Void
        ) -> AnyCancellable {
            let predicate = predicate
            var last: Output?
            return upstream.sink(receiveCompletion: receiveCompletion) { value in
                if let previous = last, predicate(previous, value) { return }
                last = value
                receiveValue(value)
            }
        }
    }
}

/// Any publisher of a type of values, as Combine's `AnyPublisher`.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe:
        (
            @escaping (Subscribers.Completion<Failure>) -> Void, @escaping (Output) -> Void
        ) -> AnyCancellable

    /// Wraps a publisher.
    /// - Parameter publisher: The publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveCompletion: $0, receiveValue: $1) }
    }

    /// Delivers the wrapped publisher's values.
    /// - Parameters:
    ///   - receiveCompletion: Told once how the values ended.
    ///   - receiveValue: Given each value.
    /// - Returns: What stops the delivery.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        subscribe(receiveCompletion, receiveValue)
    }
}

extension Publisher {
    /// The values, transformed.
    /// - Parameter transform: Makes the new value from each.
    /// - Returns: The publisher.
    public func map<T>(_ transform: @escaping (Output) -> T) -> Publishers.Map<Self, T> {
        Publishers.Map(upstream: self, transform: transform)
    }

    /// The values that pass a test.
    /// - Parameter isIncluded: The test.
    /// - Returns: The publisher.
    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> Publishers.Filter<Self> {
        Publishers.Filter(upstream: self, isIncluded: isIncluded)
    }

    /// The values, each that repeats the one before by a test left out.
    /// - Parameter predicate: Whether the second value repeats the first.
    /// - Returns: The publisher.
    public func removeDuplicates(by predicate: @escaping (Output, Output) -> Bool)
        -> Publishers.RemoveDuplicates<Self>
    {
        Publishers.RemoveDuplicates(upstream: self, predicate: predicate)
    }

    /// The same values: TermNav delivers a view's values on the main actor, between frames,
    /// whatever the scheduler (`DispatchQueue.main`, `RunLoop.main`), so this changes nothing.
    /// - Parameters:
    ///   - scheduler: Ignored.
    ///   - options: Ignored.
    /// - Returns: This publisher.
    public func receive<S>(on scheduler: S, options: Never? = nil) -> Self {
        self
    }

    /// This publisher as an ``AnyPublisher``.
    /// - Returns: The publisher.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> {
        AnyPublisher(self)
    }
}

extension Publisher where Output: Equatable {
    /// The values, each equal to the one before left out.
    /// - Returns: The publisher.
    public func removeDuplicates() -> Publishers.RemoveDuplicates<Self> {
        removeDuplicates(by: ==)
    }
}
