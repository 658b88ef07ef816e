/// A publisher of one value, as Combine's `Just`: each receiver is given it at once, then told
/// the values ended.
public struct Just<Output>: Publisher {
    /// Never fails.
    public typealias Failure = Never

    /// The value.
    public let output: Output

    /// Creates the publisher.
    /// - Parameter output: The value.
    public init(_ output: Output) {
        self.output = output
    }

    /// Delivers the value, then the end.
    /// - Parameters:
    ///   - receiveCompletion: Told the values ended.
    ///   - receiveValue: Given the value.
    /// - Returns: A cancellable with nothing left to stop.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        receiveValue(output)
        receiveCompletion(.finished)
        return AnyCancellable {}
    }
}
