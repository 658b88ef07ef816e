import TermNav
import TermNavTesting
import Testing

/// Other content in place of a screen's last (a branch of an `if` at its root, a new `.id(_:)`)
/// starts at its top with the focus on its first row, as a new view does; content that only
/// changed keeps its focus.
@MainActor @Suite struct ContentSwitchFocusTests {
    struct Root: View {
        @State private var loggedIn = false
        @State private var taps = 0

        var body: some View {
            if loggedIn {
                List(1...30, id: \.self) { number in
                    Button("Article \(number)") {}
                }
            } else {
                VStack(alignment: .leading) {
                    Text("Taps: \(taps)")
                    Button("Tap") { taps += 1 }
                    Button("Help") {}
                    Button("Log in") { loggedIn = true }
                }
            }
        }
    }

    @Test func aRootBranchTakenStartsAtTheTop() {
        let driver = TestDriver(Root(), width: 30, height: 8)
        driver.press(.return, .return)
        // Content that only changed keeps its focus.
        #expect(driver.line(containing: "Taps: 2") != nil)
        #expect(driver.focusedText == "Tap")
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedText == "Log in")
        driver.press(.return)
        #expect(driver.focusedText == "Article 1")
        driver.expectLines([" Article 1", " Article 2"], from: 0)
    }

    struct Refreshed: View {
        @State private var generation = 0

        var body: some View {
            VStack(alignment: .leading) {
                ForEach(1...12, id: \.self) { number in
                    Button("Item \(number) of \(generation)") { generation += 1 }
                }
            }
            .id(generation)
        }
    }

    @Test func aNewIdentityStartsAtTheTop() {
        let driver = TestDriver(Refreshed(), width: 30, height: 6)
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "Item 7 of 0")
        driver.press(.return)
        #expect(driver.focusedText == "Item 1 of 1")
    }
}
