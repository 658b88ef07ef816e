import TermNav
import TermNavTesting
import Testing

/// `.onChange(of:)` runs once per change, with the old and the new value, in both of SwiftUI's
/// forms, and with `initial:` when the view first appears.
@MainActor @Suite struct OnChangeTests {
    final class Log {
        var entries: [String] = []
    }

    struct Counter: View {
        let log: Log
        @State private var count = 0
        var body: some View {
            List {
                Button("Count \(count)") { count += 1 }
                Button("Same") { count += 0 }
            }
            .onChange(of: count) { old, new in log.entries.append("\(old)→\(new)") }
            .onChange(of: count) { new in log.entries.append("now \(new)") }
            .onChange(of: count, initial: true) { log.entries.append("changed") }
        }
    }

    @Test func eachChangeRunsEachActionOnceWithOldAndNewValues() {
        let log = Log()
        let driver = TestDriver(Counter(log: log), width: 20, height: 3)
        #expect(log.entries == ["changed"])
        driver.press(.return)
        driver.press(.downArrow, .return)
        driver.press(.upArrow, .return)
        let once = ["changed", "0→1", "now 1", "changed"]
        let twice = ["1→2", "now 2", "changed"]
        #expect(log.entries.count == once.count + twice.count)
        #expect(Set(log.entries) == Set(once + twice))
        #expect(log.entries.firstIndex(of: "0→1").map { $0 < 4 } == true)
        driver.expectScreen([" Count 2", " Same", ""])
    }

    struct Mirror: View {
        @State private var source = 0
        @State private var copy = 0
        var body: some View {
            List {
                Button("Source \(source)") { source += 1 }
                Text("Copy \(copy)")
            }
            .onChange(of: source) { _, new in copy = new * 10 }
        }
    }

    @Test func aChangeTheActionMakesIsDrawnInTheSameFrame() {
        let driver = TestDriver(Mirror(), width: 20, height: 3)
        driver.press(.return)
        driver.expectScreen([" Source 1", " Copy 10", ""])
    }
}
