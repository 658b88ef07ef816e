import Foundation
import TermNav
import TermNavTesting
import Testing

// GroupBox: a box with rounded corners, its label bold on the first line, its content inside;
// ControlGroup: its buttons bordered side by side, each a focus target, or a menu in the menu
// styles.

private struct Health: View {
    @State private var reminds = false
    @State private var log = ""

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                GroupBox("Today") {
                    LabeledContent("Steps", value: "8 412")
                    LabeledContent("Sleep", value: "7 h 10")
                }
                GroupBox {
                    Toggle("Reminders", isOn: $reminds)
                }
                ControlGroup {
                    Button("Bold") { log += "B" }
                    Button("Italic") { log += "I" }
                    Button("Under") { log += "U" }
                }
                ControlGroup("Format", systemImage: "textformat") {
                    Button("Bold") { log += "b" }
                    Button("Italic") { log += "i" }
                }
                .controlGroupStyle(.compactMenu)
                Text("Pressed: \(log)")
            }
            .navigationTitle("Health")
        }
    }
}

@MainActor @Suite struct GroupBoxTests {
    @Test func aGroupBoxIsARoundedBoxWithItsLabelBoldOnTheFirstLine() {
        let driver = TestDriver(Health(), width: 40, height: 15)
        driver.expectScreen([
            " Health",
            "",
            " ╭────────────────────────────────────╮",
            " │ Today                              │",
            " │ Steps                        8 412 │",
            " │ Sleep                       7 h 10 │",
            " ╰────────────────────────────────────╯",
            " ╭────────────────────────────────────╮",
            " │ Reminders                    [off] │",
            " ╰────────────────────────────────────╯",
            " [ Bold ] [ Italic ] [ Under ]",
            " Aa Format ▾",
            " Pressed:",
            "",
            " ↑↓ move  q quit  Space/Enter flip",
        ])
        #expect(driver.cells(of: "Today")?.allSatisfy(\.isBold) == true)
        #expect(driver.cells(of: "Steps")?.contains(where: \.isBold) == false)
        // The control inside the box takes its keys.
        driver.press(.space)
        #expect(driver.line(containing: "Reminders") == " │ Reminders                    [ on] │")
        let ascii = TestDriver(Health(), width: 40, height: 15, unicode: false)
        ascii.expectLines(
            [" +------------------------------------+", " | Today                              |"], from: 2)
    }

    @Test func aControlGroupsButtonsEachTakeTheFocusAndItsMenuStyleIsAMenu() {
        let driver = TestDriver(Health(), width: 40, height: 15)
        driver.press(.downArrow)
        #expect(driver.focusedText == "[ Bold ]")
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.focusedText == "[ Under ]")
        driver.press(.return)
        #expect(driver.line(containing: "Pressed") == " Pressed: U")
        // A click focuses the button clicked, a second runs it, as on any row.
        let line = driver.lineIndex(containing: "[ Bold ]") ?? 0
        driver.click(x: 12, y: line)
        #expect(driver.focusedText == "[ Italic ]")
        driver.click(x: 12, y: line)
        #expect(driver.line(containing: "Pressed") == " Pressed: UI")
        driver.press(.downArrow, .return)
        #expect(driver.screenText.contains("Italic"))
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Pressed") == " Pressed: UIi")
    }
}
