import TermNav
import TermNavTesting
import Testing

/// `.task` starts with its view, runs on the app's loop, redraws with what it did, and is
/// cancelled when its view goes; `TestDriver.settle()` runs it.
@MainActor @Suite struct TaskTests {
    /// What the tasks did, in order.
    final class Log {
        var entries: [String] = []
    }

    /// Rows that arrive after an await.
    static func loadRows() async -> [String] {
        await Task.yield()
        return ["Alpha", "Beta"]
    }

    struct Loading: View {
        @State private var rows: [String] = []
        var body: some View {
            List {
                if rows.isEmpty { Text("Loading…") }
                ForEach(rows, id: \.self) { Text($0) }
            }
            .task { rows = await TaskTests.loadRows() }
        }
    }

    @Test func aTasksResultRedrawsTheScreenOnceSettled() async {
        let driver = TestDriver(Loading(), width: 20, height: 3)
        driver.expectScreen([" Loading…", "", ""])
        await driver.settle()
        driver.expectScreen([" Alpha", " Beta", ""])
    }

    struct Waiting: View {
        let log: Log
        var body: some View {
            NavigationStack {
                List {
                    NavigationLink("Open") {
                        Text("Waiting")
                            .task {
                                log.entries.append("started")
                                do {
                                    try await Task.sleep(for: .seconds(3600))
                                    log.entries.append("finished")
                                } catch {
                                    log.entries.append("cancelled")
                                }
                            }
                    }
                }
            }
        }
    }

    @Test func aTaskIsCancelledWhenItsScreenIsPopped() async {
        let log = Log()
        let driver = TestDriver(Waiting(log: log), width: 20, height: 4)
        driver.press(.return)
        #expect(log.entries.isEmpty)
        driver.press(.escape)
        await driver.settle()
        #expect(log.entries == ["started", "cancelled"])
        #expect(driver.depth == 1)
    }

    struct Search: View {
        let log: Log
        @State private var query = "a"
        var body: some View {
            List {
                Button("Query \(query)") { query += "a" }
            }
            .task(id: query) {
                log.entries.append("search \(query)")
            }
        }
    }

    @Test func aTaskWithAnIDStartsAgainWhenTheIDChanges() async {
        let log = Log()
        let driver = TestDriver(Search(log: log), width: 20, height: 3)
        await driver.settle()
        driver.press(.return)
        await driver.settle()
        driver.press(.return)
        await driver.settle()
        #expect(log.entries == ["search a", "search aa", "search aaa"])
        driver.expectScreen([" Query aaa", "", ""])
    }
}
