import TermNav
import TermNavTesting
import Testing

// Lists over ranges as SwiftUI tutorials write them: List(1..<n), List(0..<n, id: \.self) and a
// ForEach over a range in a section, with a stepper-like button changing the count.

private struct MultiplicationTable: View {
    let number: Int

    var body: some View {
        List(1..<6) { factor in
            Text("\(number) × \(factor) = \(number * factor)")
        }
        .navigationTitle("Table of \(number)")
    }
}

private struct ContentView: View {
    @State private var rowCount = 3

    var body: some View {
        NavigationStack {
            List {
                Section("Tables") {
                    ForEach(2..<5) { number in
                        NavigationLink("Table of \(number)") {
                            MultiplicationTable(number: number)
                        }
                    }
                }
                Section("Rows") {
                    Button("Add a row") { rowCount += 1 }
                    ForEach(0..<rowCount, id: \.self) { index in
                        Text("Row \(index)")
                    }
                }
            }
            .navigationTitle("Ranges")
        }
    }
}

@MainActor @Suite struct RangeListSample {
    @Test func rangesDriveTheRows() {
        let driver = TestDriver(ContentView(), width: 40, height: 14)
        driver.expectScreen([
            " Ranges",
            "",
            " Tables",
            " Table of 2                           ›",
            " Table of 3                           ›",
            " Table of 4                           ›",
            "",
            " Rows",
            " Add a row",
            " Row 0",
            " Row 1",
            " Row 2",
            "",
            " ↑↓ move  Enter open  q quit        1/7",
        ])
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " ‹ Ranges      Table of 3",
            "",
            " 3 × 1 = 3",
            " 3 × 2 = 6",
            " 3 × 3 = 9",
            " 3 × 4 = 12",
            " 3 × 5 = 15",
            "",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Esc back  q quit          1/5",
        ])
        driver.press(.escape, .downArrow, .downArrow, .return)
        driver.expectLines(
            [" Row 0", " Row 1", " Row 2", " Row 3", " ↑↓ move  Enter open  q quit        4/8"], from: 9)
        let big = TestDriver(List(0..<1_000_000, id: \.self) { Text("Row \($0)") }, width: 40, height: 5)
        big.press(.end)
        big.expectScreen([" Row 999995", " Row 999996", " Row 999997", " Row 999998", " Row 999999"])
    }
}
