import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct ScrollViewReaderTests {
    struct Messages: View {
        var anchor: UnitPoint?
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    VStack {
                        Button("Go to 40") { proxy.scrollTo(40, anchor: anchor) }
                        List(1...60, id: \.self) { number in
                            Text("Message \(number)")
                        }
                        .scrollDisabled(false)
                    }
                }
                .navigationTitle("Messages")
            }
        }
    }

    @Test func scrollToFocusesTheRowOfAnIdentity() {
        let driver = TestDriver(Messages(), width: 30, height: 9)
        driver.press(.upArrow)
        #expect(driver.focusedText == "Go to 40")
        driver.press(.return)
        driver.expectScreen([
            " Messages",
            "",
            " Go to 40",
            " Message 36",
            " Message 37",
            " Message 38",
            " Message 39",
            " Message 40",
            " ↑↓ move  q quit        40/60",
        ])
        #expect(driver.focusedText == "Message 40")
    }

    @Test func scrollToTheTopAnchorPutsTheRowFirst() {
        let driver = TestDriver(Messages(anchor: .top), width: 30, height: 9)
        driver.press(.upArrow, .return)
        driver.expectLines([" Message 40", " Message 41"], from: 3)
        #expect(driver.focusedText == "Message 40")
    }
}
