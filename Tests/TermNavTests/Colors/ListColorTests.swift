import TermNavTesting
import Testing

@testable import TermNavCore

/// Colours of lists and controls: a row's background, the list item tint, a switch's tint, the
/// environment's background style.
@MainActor @Suite struct ListColorTests {
    struct Plans: View {
        @State private var isOn = true

        var body: some View {
            List {
                Text("Free")
                Text("Pro").listRowBackground(Color.indigo)
                Toggle("Yearly", isOn: $isOn).toggleStyle(SwitchToggleStyle(tint: .green))
                Toggle("Alerts", isOn: $isOn)
            }
            .listItemTint(.orange)
            .scrollContentBackground(.hidden)
        }
    }

    @Test func aRowsBackgroundColoursItsCellsAcrossTheList() {
        let driver = TestDriver(Plans(), width: 16, height: 6)
        driver.expectScreen([
            " Free",
            " Pro",
            " Yearly   [ on]",
            " Alerts   [ on]",
            "",
            " ↑↓ move    1/4",
        ])
        // The row's cells between the margins take the colour; the focused first row is apart.
        #expect((1..<15).allSatisfy { driver.cell(x: $0, y: 1).backgroundColor == .indigo })
        #expect(driver.cell(x: 1, y: 1).grapheme == "P")
        #expect(driver.cell(x: 1, y: 2).backgroundColor == .default)
    }

    @Test func aSwitchThatIsOnTakesItsTint() throws {
        let driver = TestDriver(Plans(), width: 16, height: 6)
        // The style's tint, else the list item tint.
        let yearly = try #require(driver.cells(of: "[ on]"))
        #expect(yearly.allSatisfy { $0.foregroundColor == .green })
        #expect(driver.cell(x: 10, y: 3).foregroundColor == .orange)
        #expect(driver.cell(x: 1, y: 3).foregroundColor == .default, "the label keeps its colour")
    }

    @Test func theDefaultBackgroundIsTheEnvironmentsStyle() throws {
        struct Badge: View {
            var body: some View {
                VStack {
                    Text("New").padding(.horizontal).background()
                    Text("Old").padding(.horizontal).background()
                        .backgroundStyle(
                            .linearGradient(
                                colors: [.black, .white], startPoint: .leading, endPoint: .trailing))
                }
                .backgroundStyle(Color.teal)
            }
        }
        let driver = TestDriver(Badge(), width: 12, height: 4)
        driver.expectScreen(["", "    New", "    Old", ""])
        #expect((2..<9).allSatisfy { driver.cell(x: $0, y: 1).backgroundColor == .teal })
        #expect(driver.cell(x: 2, y: 2).backgroundColor != driver.cell(x: 8, y: 2).backgroundColor)
        #expect(driver.cell(x: 2, y: 2).backgroundColor.rgb != nil)
    }
}
