import TermNav
import TermNavTesting
import Testing

/// `navigationDestination(isPresented:)` and `(item:)`, disabled value links, and the engine's
/// invariants: the root stays, bindings are followed once, nothing grows.
@MainActor @Suite struct NavigationDestinationTests {
    struct Presenting: View {
        @State private var showsHelp = false
        @State private var chosen: Int?

        var body: some View {
            NavigationStack {
                List {
                    Button("Help") { showsHelp = true }
                    Button("Choose 7") { chosen = 7 }
                    NavigationLink("Nothing", value: Optional<Int>.none)
                    Text(showsHelp ? "help shown" : "help hidden")
                    Text(chosen.map { "chosen \($0)" } ?? "none chosen")
                }
                .navigationTitle("Menu")
                .navigationDestination(isPresented: $showsHelp) {
                    Text("Press q to quit").navigationTitle("Help")
                }
                .navigationDestination(item: $chosen) { number in
                    Text("Number \(number)").navigationTitle("\(number)")
                }
            }
        }
    }

    @Test func aFlagPushesAndPoppingClearsIt() {
        let driver = TestDriver(Presenting(), width: 30, height: 9)
        driver.press(.return)
        #expect(driver.titles == ["Menu", "Help"])
        driver.press(.escape)
        #expect(driver.depth == 1)
        driver.expectScreen([
            " Menu",
            "",
            " Help",
            " Choose 7",
            " Nothing                    ›",
            " help hidden",
            " none chosen",
            "",
            " ↑↓ move  Enter open      1/5",
        ])
        driver.press(.return)
        #expect(driver.titles == ["Menu", "Help"], "the same flag pushes again")
    }

    @Test func anItemPushesItsScreenAndPoppingClearsIt() {
        let driver = TestDriver(Presenting(), width: 30, height: 9)
        driver.press(.downArrow, .return)
        #expect(driver.titles == ["Menu", "7"])
        driver.expectScreen([
            " ‹ Menu       7",
            "",
            "",
            "",
            "           Number 7",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        driver.expectLines([" none chosen"], from: 6)
    }

    @Test func aLinkWithoutValueIsDimAndDoesNothing() throws {
        let driver = TestDriver(Presenting(), width: 30, height: 9)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.depth == 1)
        let label = try #require(driver.cells(of: "Nothing"))
        #expect(label.allSatisfy { $0.isDim })
    }

    /// A screen whose appear hook sets its path: followed once, not in a loop.
    struct SelfOpening: View {
        @State private var path: [Int] = []
        let counter: Counter

        var body: some View {
            NavigationStack(path: $path) {
                Text("Root")
                    .navigationTitle("Root")
                    .navigationDestination(for: Int.self) { number in
                        Text("Level \(number)").navigationTitle("L\(number)")
                    }
                    .onAppear {
                        counter.appearances += 1
                        path = [1, 2]
                    }
            }
        }
    }

    final class Counter {
        var appearances = 0
    }

    @Test func aPathSetDuringAFrameIsFollowedOnce() {
        let counter = Counter()
        let driver = TestDriver(SelfOpening(counter: counter), width: 30, height: 8)
        #expect(driver.titles == ["Root", "L1", "L2"])
        #expect(counter.appearances == 1)
        driver.press(.escape, .escape)
        // Uncovered, the root appears again and its hook sets the path again: followed once more.
        #expect(counter.appearances == 2)
        #expect(driver.titles == ["Root", "L1", "L2"])
    }

    struct Counting: View {
        @State private var path: [Int] = []

        var body: some View {
            NavigationStack(path: $path) {
                List {
                    NavigationLink("Next", value: 1)
                    NavigationLink("Plain", destination: Text("Plain").navigationTitle("Plain"))
                }
                .navigationTitle("Start")
                .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("\($0)") }
            }
        }
    }

    @Test func tenThousandPushesAndPopsLeaveNothingBehind() {
        let driver = TestDriver(Counting(), width: 30, height: 8)
        let before = driver.engineStorage
        for _ in 0..<5_000 {
            driver.press(.return, .escape)
            driver.press(.downArrow, .return, .escape, .upArrow)
        }
        #expect(driver.depth == 1)
        #expect(driver.engineStorage == before)
    }

    @Test func theRootIsNeverPopped() {
        let driver = TestDriver(Counting(), width: 30, height: 8)
        driver.press(.escape, .leftArrow, "h", .delete)
        #expect(driver.depth == 1)
        #expect(driver.title == "Start")
    }
}
