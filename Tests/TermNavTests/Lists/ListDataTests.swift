import TermNav
import TermNavTesting
import Testing

private struct Chore: Identifiable {
    let id: Int
    var title: String
    var isDone = false
}

private struct Ranges: View {
    let count: Int
    var body: some View {
        NavigationStack {
            List {
                Section("Range") {
                    ForEach(0..<count, id: \.self) { Text("Row \($0)") }
                }
                Section("Closed range") {
                    ForEach(1...2) { Text("Item \($0)") }
                }
            }
            .navigationTitle("Ranges")
        }
    }
}

private struct Bound: View {
    @State private var tasks = [Chore(id: 1, title: "Write"), Chore(id: 2, title: "Test")]

    var body: some View {
        NavigationStack {
            List($tasks) { $task in
                Button(task.isDone ? "✓ \(task.title)" : task.title) { task.isDone.toggle() }
            }
            .navigationTitle("Tasks")
        }
    }
}

private struct BoundForEach: View {
    @State private var tasks = [Chore(id: 1, title: "Write"), Chore(id: 2, title: "Test")]

    var body: some View {
        Form {
            ForEach($tasks) { $task in
                Button("\(task.title)\(task.isDone ? " done" : "")") { task.isDone.toggle() }
            }
            ForEach($tasks, id: \.title) { $task in
                Button("\(task.title) again") { task.title += "!" }
            }
        }
    }
}

@MainActor @Suite struct ListDataTests {
    @Test func listOverARange() {
        let driver = TestDriver(List(1..<4) { Text("Number \($0)") }, width: 30, height: 6)
        driver.expectScreen([
            " Number 1",
            " Number 2",
            " Number 3",
            "",
            "",
            " ↑↓ move  q quit          1/3",
        ])
        let byID = TestDriver(List(0..<3, id: \.self) { Text("Zero-based \($0)") }, width: 30, height: 6)
        byID.expectScreen([
            " Zero-based 0", " Zero-based 1", " Zero-based 2", "", "", " ↑↓ move  q quit          1/3",
        ])
    }

    @Test func rangesInSectionsStayLazyAtAMillionRows() {
        let driver = TestDriver(Ranges(count: 1_000_000), width: 40, height: 8)
        driver.expectScreen([
            " Ranges",
            "",
            " Range",
            " Row 0",
            " Row 1",
            " Row 2",
            " Row 3",
            " ↑↓ move  q quit              1/1000002",
        ])
        driver.press("G")
        driver.expectScreen([
            " Ranges",
            "",
            " Row 999999",
            "",
            " Closed range",
            " Item 1",
            " Item 2",
            " ↑↓ move  q quit        1000002/1000002",
        ])
        #expect(driver.engineStorage.rootViewRecords < 100)
    }

    @Test func listOverBindingsWritesThroughToTheElement() {
        let driver = TestDriver(Bound(), width: 30, height: 6)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " Tasks",
            " Write",
            " ✓ Test",
            "",
            "",
            " ↑↓ move  Enter open      2/2",
        ])
    }

    @Test func forEachOverBindingsInAForm() {
        let driver = TestDriver(BoundForEach(), width: 30, height: 6)
        driver.press(.return)
        driver.press(.downArrow, .downArrow, .return)
        driver.expectScreen([
            " Write! done",
            " Test",
            " Write! again",
            " Test again",
            "",
            " ↑↓ move  Enter open      3/4",
        ])
    }
}
