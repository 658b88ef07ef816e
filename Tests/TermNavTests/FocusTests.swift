import TermNav
import TermNavTesting
import Testing

/// The focus reaches every actionable view in reading order: buttons and links in a stack, and
/// the views above and below a list, which stay put while the list scrolls.
@MainActor @Suite struct FocusTests {
    struct Menu: View {
        @State private var presses: [String] = []

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Pick one")
                    Button("First") { presses.append("first") }
                    Text("(a note)")
                    NavigationLink("Second", destination: Text("Second screen").navigationTitle("Second"))
                    Button("Third") { presses.append("third") }
                    Text("Pressed: \(presses.joined(separator: ", "))")
                }
                .navigationTitle("Menu")
            }
        }
    }

    @Test func arrowsReachEachActionableViewSkippingText() {
        let driver = TestDriver(Menu(), width: 30, height: 10)
        #expect(driver.focusedText == "First")
        driver.press(.downArrow)
        // A link outside a list is drawn as a button, without the chevron a list's row shows.
        #expect(driver.focusedText == "Second")
        driver.press(.downArrow)
        #expect(driver.focusedText == "Third")
        driver.press(.downArrow, .return, .upArrow, .upArrow, .return)
        driver.expectScreen([
            " Menu",
            "",
            // The stack, as wide as its widest line, is centred, as SwiftUI centres it.
            "    Pick one",
            "    First",
            "    (a note)",
            "    Second",
            "    Third",
            "    Pressed: third, first",
            "",
            " ↑↓ move  Enter open  q quit",
        ])
        driver.press(.downArrow, .return)
        #expect(driver.titles == ["Menu", "Second"])
    }

    struct Framed: View {
        @State private var log: [String] = []

        var body: some View {
            VStack(alignment: .leading) {
                Button("Add above") { log.append("above") }
                List {
                    ForEach(1...20, id: \.self) { number in
                        Text("Row \(number)")
                    }
                }
                Text("Log: \(log.joined(separator: " "))")
                Button("Clear below") { log = [] }
            }
            .navigationTitle("Framed")
        }
    }

    @Test func viewsAroundAListTakeTheFocusAndStayPut() {
        let driver = TestDriver(Framed(), width: 30, height: 12)
        #expect(driver.focusedLine == " Row 1", "the list has the focus first")
        driver.press(.upArrow)
        #expect(driver.focusedLine == " Add above")
        driver.press(.return, .downArrow, .end)
        #expect(driver.focusedLine == " Row 20")
        driver.expectScreen([
            " Framed",
            "",
            " Add above",
            " Row 15",
            " Row 16",
            " Row 17",
            " Row 18",
            " Row 19",
            " Row 20",
            " Log: above",
            " Clear below",
            " ↑↓ move  q quit        20/20",
        ])
        driver.press(.downArrow)
        #expect(driver.focusedLine == " Clear below")
        driver.press(.return, .upArrow)
        #expect(driver.focusedLine == " Row 20", "up from below the list comes back to its row")
        driver.expectLines([" Log:"], from: 9)
    }
}
