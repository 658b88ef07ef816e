import Testing

@testable import TermNavCore

/// A frame is made again before it is drawn only for a reason the engine names
/// (``FrameRound/Reason``), and never more than its cap of times.
@MainActor @Suite struct FrameRoundTests {
    struct Paths: View {
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                Button("Open 7") { path = [7] }
                    .navigationDestination(for: Int.self) { Text("Number \($0)") }
            }
        }
    }

    struct Bound: View {
        @State private var showsDetails = true

        var body: some View {
            NavigationStack {
                List {
                    Text("Root")
                }
                .navigationDestination(isPresented: $showsDetails) { Text("Details") }
            }
        }
    }

    /// Pushes itself again on every appearance: without the cap, a frame would never end.
    struct Endless: View {
        let level: Int
        @State private var next = true

        var body: some View {
            Text("Level \(level)")
                .navigationDestination(isPresented: $next) { Endless(level: level + 1) }
        }
    }

    let size = Size(width: 30, height: 8)

    @Test func aScreenThatNeedsNothingMoreIsMadeOnce() {
        let engine = NavigationEngine(root: Text("Plain"))
        _ = engine.frame(size: size, unicode: true)
        #expect(engine.lastFrameRounds == [])
        engine.perform(.moveDown)
        _ = engine.frame(size: size, unicode: true)
        #expect(engine.lastFrameRounds == [])
    }

    @Test func aPathTheAppChangedIsFollowedInTheNextFrame() {
        let engine = NavigationEngine(root: Paths())
        _ = engine.frame(size: size, unicode: true)
        engine.perform(.activate)
        _ = engine.frame(size: size, unicode: true)
        #expect(engine.depth == 2)
        #expect(engine.lastFrameRounds.first == .pathFollowed)
    }

    @Test func aBoundDestinationIsPushedInTheFrameThatFindsIt() {
        let engine = NavigationEngine(root: Bound())
        _ = engine.frame(size: size, unicode: true)
        #expect(engine.depth == 2)
        #expect(engine.lastFrameRounds.contains(.effectsApplied))
    }

    @Test func aFrameIsMadeAgainAtMostItsCapOfTimes() {
        let engine = NavigationEngine(root: NavigationStack { Endless(level: 1) })
        _ = engine.frame(size: size, unicode: true)
        #expect(engine.lastFrameRounds.count <= NavigationEngine.maximumRoundsPerFrame)
        #expect(engine.depth > 1)
    }
}
