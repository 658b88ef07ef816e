import TermNav

/// The model the screen shows: main-actor isolated, as modern SwiftUI models are.
@MainActor @Observable
final class Arrivals {
    var task = "waiting"
    var dispatched = "waiting"
    var awaited = "waiting"
    var timer = "waiting"
}

/// Work off the main actor, which `.task` awaits.
actor Counter {
    private var total = 0

    /// Adds the numbers up to `count`.
    func sum(upTo count: Int) -> Int {
        for value in 1...count { total += value }
        return total
    }
}

/// The screen: one line a way of reaching the main actor.
struct MainActorScreen: View {
    @State private var arrivals = Arrivals()
    @State private var ticks = 0
    @Environment(\.scenePhase) private var scenePhase
    private let timer = Timer.publish(every: 0.2, on: .main, in: .common).autoconnect()

    var body: some View {
        List {
            Text("Task: \(arrivals.task)")
            Text("asyncAfter: \(arrivals.dispatched)")
            Text("MainActor.run: \(arrivals.awaited)")
            Text("Timer: \(arrivals.timer)")
            Text("Timer.publish: \(ticks) ticks")
            Text("Phase: \(String(describing: scenePhase))")
            // Once it has taken three ticks, the row that takes them goes, and the timer stops.
            if ticks < 3 {
                Text("ticking").onReceive(timer) { _ in ticks += 1 }
            }
        }
        .navigationTitle("Main actor")
        .onAppear(perform: start)
        .task {
            let sum = await Counter().sum(upTo: 100)
            await MainActor.run { arrivals.awaited = "sum \(sum)" }
        }
    }

    private func start() {
        let arrivals = self.arrivals
        Task { @MainActor in
            try? await Task.sleep(for: .milliseconds(200))
            arrivals.task = "set after a sleep"
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            MainActor.assumeIsolated { arrivals.dispatched = "ran on the main queue" }
        }
        _ = Timer.scheduledTimer(withTimeInterval: 0.4, repeats: false) { _ in
            MainActor.assumeIsolated { arrivals.timer = "fired" }
        }
    }
}
