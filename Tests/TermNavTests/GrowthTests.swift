import Testing

@testable import TermNavCore

/// Nothing grows: after many pushes and pops, or many frames of a list whose data changes, the
/// engine keeps what it kept at the start.
@MainActor @Suite struct GrowthTests {
    struct Pushing: View {
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Value", value: 1)
                    NavigationLink("View", destination: Text("A view").navigationTitle("View"))
                    Text("Pushed \(path.count)")
                }
                .navigationTitle("Start")
                .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("\($0)") }
            }
        }
    }

    @Test func aHundredThousandPushesAndPopsLeaveNothingBehind() {
        let engine = NavigationEngine(root: Pushing())
        let size = Size(width: 40, height: 10)
        _ = engine.frame(size: size, unicode: true)
        let before = engine.storageCounts
        for cycle in 0..<50_000 {
            // A value push and pop, then a view push and pop.
            if cycle.isMultiple(of: 2) { engine.perform(.moveToTop) } else { engine.perform(.moveDown) }
            _ = engine.frame(size: size, unicode: true)
            engine.perform(.activate)
            _ = engine.frame(size: size, unicode: true)
            engine.perform(.back)
            _ = engine.frame(size: size, unicode: true)
        }
        #expect(engine.depth == 1)
        #expect(engine.storageCounts == before)
    }

    /// A list whose rows change every frame: a counter shifts which numbers it shows.
    struct Shifting: View {
        @State private var offset = 0

        var body: some View {
            List {
                Button("Shift") { offset += 1 }
                ForEach(offset..<(offset + 50), id: \.self) { number in
                    Text("Row \(number)").onAppear {}
                }
            }
            .navigationTitle("Shifting")
        }
    }

    @Test func aHundredThousandFramesOfChangingDataLeaveNothingBehind() {
        let engine = NavigationEngine(root: Shifting())
        let size = Size(width: 30, height: 12)
        _ = engine.frame(size: size, unicode: true)
        _ = engine.frame(size: size, unicode: true)
        let before = engine.storageCounts
        for _ in 0..<100_000 {
            engine.perform(.activate)
            _ = engine.frame(size: size, unicode: true)
        }
        #expect(engine.storageCounts == before)
    }
}
