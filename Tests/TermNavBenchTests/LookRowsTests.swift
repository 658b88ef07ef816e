import TermNavBenchFixtures
import TermNavTesting
import Testing

/// The benchmark's list of the look, as the benchmark drives it: rows on gradients, with dots
/// and boxed tags, three lines each, moving and pushing as any list.
@MainActor @Suite struct LookRowsTests {
    static func row(_ number: Int) -> [String] {
        let tag = number.isMultiple(of: 2) ? "even" : "odd"
        let box = String(repeating: "─", count: tag.count + 2)
        let pad = String(repeating: " ", count: 73 - tag.count)
        let label = " ● Row \(number)"
        return [
            pad + "╭" + box + "╮ ›",
            label + String(repeating: " ", count: 73 - tag.count - label.count) + "│ \(tag) │",
            pad + "╰" + box + "╯",
        ]
    }

    @Test func rowsOnGradientsMoveAndPush() {
        let driver = TestDriver(LookRows(rows: 1_000), width: 80, height: 24)
        driver.expectScreen(
            [" Look", ""] + (0..<7).flatMap(Self.row)
                + [" ↑↓ move  Enter open  q quit                                             1/1000"])
        // Each row's cells take its gradient, the dot its own colour.
        let label = (1..<78).map { driver.cell(x: $0, y: 4) }
        #expect(Set(label.map(\.backgroundColor)).count > 20)
        #expect(driver.cell(x: 1, y: 6).foregroundColor == LookRows.dot(1))
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Details of row 1") != nil)
    }
}
