import TermNav
import TermNavTesting
import Testing

// A navigation title set inside a list's rows is the screen's title, as in SwiftUI: on the rows
// of a ForEach, on a row view of the app's, on a section, among a million rows. The innermost
// title wins, and among siblings the first.

/// The title on each row a ForEach builds.
private struct OnEachRow: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(1..<4) { Text("Message \($0)").navigationTitle("Inbox") }
            }
        }
    }
}

/// A million numbers that count how often they are read.
private final class Reads {
    var count = 0
}

private struct CountedNumbers: RandomAccessCollection {
    let reads: Reads
    let startIndex = 0
    let endIndex = 1_000_000

    subscript(position: Int) -> Int {
        reads.count += 1
        return position
    }
}

/// A row view of the app's that sets the title, in a list of a million rows.
private struct MessageRow: View {
    let number: Int

    var body: some View {
        Text("Message \(number)").navigationTitle("Inbox")
    }
}

private struct Million: View {
    let numbers: CountedNumbers

    var body: some View {
        NavigationStack {
            List(numbers, id: \.self) { MessageRow(number: $0) }
        }
    }
}

/// The title on a section, on a ForEach, and on the rows under a title of the list's own.
private struct Around: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Today") {
                    ForEach(1..<3) { Text("Message \($0)").navigationTitle("Inner") }
                }
                .navigationTitle("Section")
            }
            .navigationTitle("Outer")
        }
    }
}

@MainActor @Suite struct RowTitleTests {
    @Test func aTitleOnTheRowsOfAForEachIsTheScreens() {
        let driver = TestDriver(OnEachRow(), width: 30, height: 8)
        driver.expectScreen([
            " Inbox",
            "",
            " Message 1",
            " Message 2",
            " Message 3",
            "",
            "",
            " ↑↓ move  q quit          1/3",
        ])
    }

    @Test func aTitleOnARowViewAmongAMillionReadsTheRowsOnScreen() {
        let reads = Reads()
        let driver = TestDriver(Million(numbers: CountedNumbers(reads: reads)), width: 36, height: 8)
        // 5 rows on screen: a frame reads each once (its view; the focused row's identity too).
        #expect(reads.count <= 5 * 2, "the first frame read \(reads.count) elements")
        reads.count = 0
        driver.press(.end)
        #expect(reads.count <= 5 * 2 + 1, "End read \(reads.count) elements")
        driver.expectScreen([
            " Inbox",
            "",
            " Message 999995",
            " Message 999996",
            " Message 999997",
            " Message 999998",
            " Message 999999",
            " ↑↓ move  q quit    1000000/1000000",
        ])
    }

    @Test func theInnermostTitleWins() {
        let driver = TestDriver(Around(), width: 30, height: 8)
        driver.expectScreen([
            " Inner",
            "",
            " Today",
            " Message 1",
            " Message 2",
            "",
            "",
            " ↑↓ move  q quit          1/2",
        ])
    }
}
