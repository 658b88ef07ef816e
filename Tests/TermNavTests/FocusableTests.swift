import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct FocusableTests {
    struct Screen: View {
        @State private var presses = 0

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Pressed x \(presses) times")
                        .focusable()
                        .onKeyPress("x") {
                            presses += 1
                            return .handled
                        }
                    Button("Skipped") {}.focusable(false)
                    Button("Taken") {}
                }
                .navigationTitle("Focusable")
            }
        }
    }

    @Test func aTextMadeFocusableTakesTheFocusAndAButtonMadeUnfocusableIsSkipped() {
        let driver = TestDriver(Screen(), width: 30, height: 7)
        #expect(driver.focusedText == "Pressed x 0 times")
        driver.press("x")
        #expect(driver.focusedText == "Pressed x 1 times")
        driver.press(.downArrow)
        #expect(driver.focusedText == "Taken")
        driver.press(.upArrow)
        #expect(driver.focusedText == "Pressed x 1 times")
    }
}
