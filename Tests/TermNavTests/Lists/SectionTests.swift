import TermNav
import TermNavTesting
import Testing

private struct Sections: View {
    var body: some View {
        NavigationStack {
            List {
                Section("Fruit") {
                    ForEach(["Apple", "Pear"], id: \.self) { Text($0) }
                }
                Section {
                    ForEach(["Apple", "Kale"], id: \.self) { Text($0) }
                } header: {
                    Text("Vegetables")
                } footer: {
                    Text("Fresh every day")
                }
                Section(header: Text("Other"), footer: Text("The end")) {
                    Text("Bread")
                }
                Section {
                    Text("No header")
                }
            }
            .listStyle(.insetGrouped)
            .navigationTitle("Market")
        }
    }
}

@MainActor @Suite struct SectionTests {
    @Test func headersAndFootersAreDimLinesTheFocusSkips() {
        let driver = TestDriver(Sections(), width: 30, height: 20)
        driver.expectScreen([
            " Market",
            "",
            " Fruit",
            " Apple",
            " Pear",
            "",
            " Vegetables",
            " Apple",
            " Kale",
            " Fresh every day",
            "",
            " Other",
            " Bread",
            " The end",
            "",
            " No header",
            "",
            "",
            "",
            " ↑↓ move  q quit          1/6",
        ])
        #expect(driver.focusedLine == " Apple")
        #expect(driver.cells(of: "Fruit")?.allSatisfy(\.isDim) == true)
        driver.press(.downArrow, .downArrow)
        #expect(driver.lineIndex(containing: "Kale").map { driver.lines[$0 - 1] } == " Apple")
        #expect(driver.focusedLine?.hasPrefix(" Apple") == true, "the second section's Apple is its own row")
        driver.expectLines([" ↑↓ move  q quit          3/6"], from: 19)
        driver.press(.downArrow, .downArrow, .downArrow)
        #expect(driver.focusedLine == " No header", "the footer, blank line and header are skipped")
        driver.press(.upArrow)
        #expect(driver.focusedLine == " Bread")
        driver.press("g")
        #expect(driver.focusedLine == " Apple")
        driver.expectLines([" ↑↓ move  q quit          1/6"], from: 19)
    }

    @Test func scrollingUpShowsTheSectionHeaderAboveTheFirstRow() {
        let driver = TestDriver(Sections(), width: 30, height: 8)
        driver.press("G")
        driver.press(.upArrow, .upArrow, .upArrow, .upArrow, .upArrow)
        driver.expectScreen([
            " Market",
            "",
            " Fruit",
            " Apple",
            " Pear",
            "",
            " Vegetables",
            " ↑↓ move  q quit          1/6",
        ])
    }
}
