extension View {
    /// Runs an action with each value a publisher sends while this view is on screen, as
    /// SwiftUI's `onReceive(_:perform:)`.
    ///
    /// ```swift
    /// struct Clock: View {
    ///     let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    ///     @State private var now = Date.now
    ///     var body: some View {
    ///         Text(now, format: .dateTime.hour().minute().second())
    ///             .onReceive(timer) { now = $0 }
    ///     }
    /// }
    /// ```
    /// The view subscribes when it appears and stops when it disappears (its screen covered or
    /// popped, its row scrolled away), so a timer with no view taking its ticks does not tick.
    /// The action runs on the main actor, between frames (a value sent on another thread waits
    /// for the run loop), with what the view's latest body gave; the state it changes is drawn
    /// in the next frame. A publisher that sends its value as soon as it is subscribed to
    /// (`Just`, `CurrentValueSubject`, a `@Published` property's `$property`) runs the action
    /// when the view appears.
    /// - Parameters:
    ///   - publisher: The publisher.
    ///   - action: Given each value.
    /// - Returns: The view.
    public func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void)
        -> some View where P.Failure == Never
    {
        Receiving(content: self, publisher: publisher, action: action)
    }
}

/// A view that takes a publisher's values while it is on screen.
struct Receiving<Content: View, P: Publisher>: View where P.Failure == Never {
    let content: Content
    let publisher: P
    let action: (P.Output) -> Void

    @State private var receipt = Receipt<P.Output>()

    var body: some View {
        receipt.action = action
        let receipt = receipt
        let publisher = publisher
        return
            content
            .onAppear { receipt.start(publisher) }
            .onDisappear { receipt.stop() }
    }
}

/// A view's delivery of a publisher's values: its subscription while the view is on screen, and
/// the action its latest body gave.
@MainActor
final class Receipt<Output> {
    /// What the view's latest body does with a value.
    var action: ((Output) -> Void)?
    private var subscription: AnyCancellable?

    /// Subscribes to `publisher`, in place of any subscription before.
    func start<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Never {
        subscription?.cancel()
        subscription = nil
        let delivery = publisher.sink { [weak self] value in
            let carried = LoopBound(value: value)
            MainQueue.run { self?.receive(carried) }
        }
        // A publisher that sends at once may have run an action that ended the subscription.
        subscription = delivery
    }

    /// Stops the subscription.
    func stop() {
        subscription?.cancel()
        subscription = nil
    }

    private func receive(_ value: LoopBound<Output>) {
        action?(value.value)
    }
}
