import TermNav
import TermNavTesting
import Testing

// Picker in a form, by tag and by ForEach identity, in each style: the menu's box of choices,
// inline rows with a checkmark, a segmented row, and the list a navigation link pushes.

private enum Period: String, CaseIterable, Identifiable {
    case day, week, month
    var id: Self { self }
    var name: String { rawValue.capitalized }
}

private struct Report: View {
    @State private var period = Period.week
    @State private var size = "M"

    var body: some View {
        NavigationStack {
            Form {
                Picker("Period", selection: $period) {
                    ForEach(Period.allCases) { Text($0.name) }
                }
                Picker("Shown", selection: $period) {
                    ForEach(Period.allCases) { Text($0.name) }
                }
                .pickerStyle(.segmented)
                Picker("Size", selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                }
                .pickerStyle(.inline)
                Picker(selection: $size) {
                    Text("Small").tag("S")
                    Text("Medium").tag("M")
                } label: {
                    Text("Linked")
                }
                .pickerStyle(.navigationLink)
                Text("Chosen: \(period.name), \(size)")
            }
            .navigationTitle("Report")
        }
    }
}

@MainActor @Suite struct PickerTests {
    @Test func reportFormInUTF8() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        driver.expectScreen([
            " Report",
            "",
            " Period                              Week ▾",
            " Shown              [ Day │ ✓Week │ Month ]",
            " Size",
            " Small",
            " Medium                                   ✓",
            " Linked                            Medium ›",
            " Chosen: Week, M",
            "",
            " ↑↓ move  Enter open  q quit            1/6",
        ])
    }

    @Test func reportFormInASCII() {
        let driver = TestDriver(Report(), width: 44, height: 11, unicode: false)
        driver.expectScreen([
            " Report",
            "",
            " Period                              Week v",
            " Shown              [ Day | *Week | Month ]",
            " Size",
            " Small",
            " Medium                                   *",
            " Linked                            Medium >",
            " Chosen: Week, M",
            "",
            " Up/Down move  Enter open  q quit       1/6",
        ])
    }

    @Test func theMenuOpensABoxOfChoices() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        driver.press(.return)
        driver.expectLines(
            [
                "          ┌──────────────────────┐",
                " Period   │        Period        │   Week ▾",
                " Shown    │                      ││ Month ]",
                " Size     │          Day         │",
                " Small    │        ✓ Week        │",
                " Medium   │         Month        │        ✓",
                " Linked   │        Cancel        │ Medium ›",
                " Chosen: W└──────────────────────┘",
                "",
                " ↑↓ choose  Enter select  Esc cancel",
            ], from: 1)
        // The box opens on the current choice: one step down is Month.
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Chosen: Month, M") != nil)
        #expect(driver.line(containing: "Period ")?.hasSuffix("Month ▾") == true)
        driver.press(.return, .escape)
        #expect(driver.line(containing: "Chosen: Month, M") != nil)
        #expect(driver.line(containing: "Cancel") == nil)
        #expect(driver.depth == 1)
    }

    @Test func aClickOpensTheMenu() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        driver.press(.downArrow)
        driver.click(x: 3, y: 2)
        #expect(driver.line(containing: "Cancel") != nil)
    }

    @Test func segmentsChooseWithTheArrows() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        driver.press(.downArrow, .leftArrow)
        #expect(driver.line(containing: "Shown")?.hasSuffix("[ ✓Day │ Week │ Month ]") == true)
        driver.press(.leftArrow)
        #expect(driver.line(containing: "Chosen: Day, M") != nil)
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        #expect(driver.line(containing: "Chosen: Month, M") != nil)
        #expect(driver.depth == 1)
    }

    @Test func inlineRowsChooseWithEnterOrAClick() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        driver.press(.downArrow, .downArrow, .return)
        #expect(driver.line(containing: "Chosen: Week, S") != nil)
        #expect(driver.line(containing: "Small")?.hasSuffix("✓") == true)
        driver.click(x: 3, y: 6)
        #expect(driver.line(containing: "Chosen: Week, M") != nil)
    }

    @Test func theNavigationLinkPushesTheChoicesAndChoosingGoesBack() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        driver.press(.tab, .tab, .tab, .tab)
        #expect(driver.focusedText?.hasPrefix("Linked") == true)
        driver.press(.return)
        driver.expectScreen([
            " ‹ Report          Linked",
            "",
            " Small",
            " Medium                                   ✓",
            "",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit  1/2",
        ])
        driver.press(.return)
        #expect(driver.depth == 1)
        #expect(driver.line(containing: "Chosen: Week, S") != nil)
        #expect(driver.line(containing: "Linked")?.hasSuffix("Small ›") == true)
    }

    @Test func radioGroupAndWheelDrawAsInline() {
        struct Styles: View {
            @State private var size = "M"
            var body: some View {
                Form {
                    Picker("Radio", selection: $size) {
                        Text("Small").tag("S")
                        Text("Medium").tag("M")
                    }
                    .pickerStyle(.radioGroup)
                    Picker("Wheel", selection: $size) {
                        Text("Small").tag("S")
                        Text("Medium").tag("M")
                    }
                    .pickerStyle(WheelPickerStyle())
                }
            }
        }
        let driver = TestDriver(Styles(), width: 30, height: 8)
        driver.expectScreen([
            " Radio",
            " Small",
            " Medium                     ✓",
            " Wheel",
            " Small",
            " Medium                     ✓",
            "",
            " ↑↓ move  Enter open      1/4",
        ])
        driver.press(.downArrow, .downArrow, .return)
        driver.expectScreen([
            " Radio",
            " Small                      ✓",
            " Medium",
            " Wheel",
            " Small                      ✓",
            " Medium",
            "",
            " ↑↓ move  Enter open      3/4",
        ])
    }

    @Test func aDisabledPickerChoosesNothing() {
        struct Locked: View {
            @State private var period = Period.week
            var body: some View {
                Form {
                    Picker("Shown", selection: $period) {
                        ForEach(Period.allCases) { Text($0.name) }
                    }
                    .pickerStyle(.segmented)
                    Picker("Period", selection: $period) {
                        ForEach(Period.allCases) { Text($0.name) }
                    }
                }
                .disabled(true)
            }
        }
        let driver = TestDriver(Locked(), width: 44, height: 5)
        driver.press(.leftArrow, .downArrow, .return)
        driver.expectScreen([
            " Shown              [ Day │ ✓Week │ Month ]",
            " Period                              Week ▾",
        ])
        #expect(driver.line(containing: "Cancel") == nil)
    }

    @Test func aClickOnASegmentChoosesIt() {
        let driver = TestDriver(Report(), width: 44, height: 11)
        func column(of text: String) -> Int {
            guard let line = driver.line(containing: "Shown"), let range = line.range(of: text) else {
                return -1
            }
            return line.distance(from: line.startIndex, to: range.lowerBound)
        }
        driver.click(x: column(of: "Month") + 4, y: 3)
        #expect(driver.line(containing: "Chosen: Month, M") != nil)
        #expect(driver.focusedText?.hasPrefix("Shown") == true)
        driver.expectScreen([
            " Report",
            "",
            " Period                             Month ▾",
            " Shown              [ Day │ Week │ ✓Month ]",
            " Size",
            " Small",
            " Medium                                   ✓",
            " Linked                            Medium ›",
            " Chosen: Month, M",
            "",
            " ↑↓ move  q quit  ←/→ choose            2/6",
        ])
        // The separators, the borders and the label only focus.
        driver.click(x: column(of: "│ Week"), y: 3)
        driver.click(x: column(of: "[ Day") + 1, y: 3)
        driver.click(x: 3, y: 3)
        #expect(driver.line(containing: "Chosen: Month, M") != nil)
        driver.click(x: column(of: "Day"), y: 3)
        #expect(driver.line(containing: "Chosen: Day, M") != nil)
        // From another row, the click takes the focus and chooses at once.
        driver.press(.upArrow)
        driver.click(x: column(of: "✓Day") + 8, y: 3)
        #expect(driver.line(containing: "Chosen: Week, M") != nil)
        #expect(driver.focusedText?.hasPrefix("Shown") == true)
    }
}
