import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct AnyViewTests {
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Count \(count)") { count += 1 }
        }
    }

    struct Screen: View {
        @State private var showsCounter = true
        var body: some View {
            NavigationStack {
                List {
                    content
                    Button("Switch") { showsCounter.toggle() }
                }
                .navigationTitle("Erased")
            }
        }

        var content: AnyView {
            showsCounter ? AnyView(Counter()) : AnyView(erasing: Text("No counter"))
        }
    }

    @Test func anErasedViewKeepsItsStateAndShowsWhicheverViewItHolds() {
        let driver = TestDriver(Screen(), width: 30, height: 8)
        driver.press(.return, .return)
        driver.expectScreen([
            " Erased",
            "",
            " Count 2",
            " Switch",
            "", "", "",
            " ↑↓ move  Enter open      1/2",
        ])
        driver.press(.downArrow, .return)
        driver.expectLines([" No counter", " Switch"], from: 2)
        driver.press(.return)
        driver.expectLines([" Count 2", " Switch"], from: 2)
    }
}
