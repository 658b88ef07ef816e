import Dispatch

/// Content drawn afresh at an interval while it is on screen: a spinner's frames, a timer's
/// bar. The ticks are blocks on the main queue, which the run loop serves while it waits for
/// input; they start when the content appears and stop when it leaves the screen, so an app
/// with nothing ticking in view does no work at all. In the linear mode they do not run.
struct Ticking<Content: View>: View {
    /// How often the content is drawn again, in seconds.
    let interval: Double
    /// The content for a tick's count.
    let content: (Int) -> Content

    @State private var tick = 0
    @State private var ticker = Ticker()
    /// In the linear mode nothing ticks: a spinner's frames would only wake the app.
    @Environment(\.speaksLines) private var speaksLines

    var body: some View {
        content(tick)
            .onAppear { if !speaksLines { start() } }
            .onChange(of: speaksLines) { _, speaks in
                if speaks { ticker.stop() } else { start() }
            }
            .onDisappear { ticker.stop() }
    }

    /// Starts the ticks.
    private func start() {
        let tick = $tick
        ticker.start(every: interval) { tick.wrappedValue &+= 1 }
    }
}

/// Runs a block on the main queue at an interval, until stopped.
@MainActor
final class Ticker {
    /// Which start the blocks queued belong to: a stop or a new start makes those queued go
    /// quiet.
    private var generation = 0

    /// Starts ticking (again, from now).
    /// - Parameters:
    ///   - interval: Seconds between ticks.
    ///   - tick: What each tick runs.
    func start(every interval: Double, _ tick: @escaping @MainActor () -> Void) {
        let interval = max(0.01, interval)
        start(after: { interval }, tick)
    }

    /// Starts ticking (again, from now), each tick after the delay `delay` gives, until it
    /// gives `nil`.
    /// - Parameters:
    ///   - delay: The seconds until the next tick, asked before each; `nil` to stop.
    ///   - tick: What each tick runs.
    func start(after delay: @escaping @MainActor () -> Double?, _ tick: @escaping @MainActor () -> Void) {
        generation &+= 1
        schedule(generation, delay: delay, tick)
    }

    /// Stops ticking.
    func stop() {
        generation &+= 1
    }

    private func schedule(
        _ generation: Int, delay: @escaping @MainActor () -> Double?, _ tick: @escaping @MainActor () -> Void
    ) {
        guard let seconds = delay() else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + max(0.01, seconds)) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == generation else { return }
                tick()
                self.schedule(generation, delay: delay, tick)
            }
        }
    }
}
