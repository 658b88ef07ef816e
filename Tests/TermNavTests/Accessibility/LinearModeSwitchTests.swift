import TermNav
import TermNavTesting
import Testing

/// F12, the key that switches between the normal mode and the linear mode.
private let f12 = KeyEquivalent("\u{F70F}")

/// Three fruits, each opening a page of its own.
private struct Fruits: View {
    var body: some View {
        NavigationStack {
            List(["Apple", "Banana", "Cherry"], id: \.self) { name in
                NavigationLink(name) { Text("\(name) is ripe").navigationTitle(name) }
            }
            .navigationTitle("Fruits")
        }
    }
}

/// F12 at run time: the screen left for lines, keys read one at a time, and back.
@MainActor @Suite struct LinearModeSwitchTests {
    @Test func f12SaysTheScreenThenEachChangeAndDrawsItWholeOnReturn() {
        let driver = TestDriver(Fruits(), width: 40, height: 8)
        driver.press(f12)
        driver.press(.downArrow)
        driver.press("3", .return)
        driver.press(f12)
        driver.expectScreen([
            " ‹ Fruits        Cherry",
            "",
            "",
            "",
            "             Cherry is ripe",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        driver.expectTranscript([
            "Fruits, 3 items. Apple, button, opens, 1 of 3",
            "Banana, button, opens, 2 of 3",
            "Pushed Cherry",
            "Cherry. Cherry is ripe",
        ])
    }

    @Test func digitsThenAnotherKeyAreTypedAsKeys() {
        let driver = TestDriver(Fruits(), width: 40, height: 8)
        driver.press(f12)
        driver.press("2", .downArrow)
        driver.expectTranscript([
            "Fruits, 3 items. Apple, button, opens, 1 of 3",
            "Banana, button, opens, 2 of 3",
        ])
    }
}

/// A copy whose progress `+` moves by five percent.
private struct Copying: View {
    @State private var done = 0.0

    var body: some View {
        NavigationStack {
            List {
                ProgressView("Copying", value: done)
                    .onKeyPress("+") {
                        done += 0.05
                        return .handled
                    }
            }
            .navigationTitle("Files")
        }
    }
}

/// Motion in the linear mode: what only moves is not said again for each step.
@MainActor @Suite struct LinearMotionTests {
    @Test func aProgressViewIsSaidAtEachTenthAndWhenDone() {
        let driver = TestDriver(Copying(), width: 40, height: 8, accessible: true)
        for _ in 0..<20 { driver.press("+") }
        driver.press("+")
        driver.expectTranscript([
            "Files, 1 item. Copying, 0 percent, 1 of 1",
            "Copying, 10 percent, 1 of 1",
            "Copying, 20 percent, 1 of 1",
            "Copying, 30 percent, 1 of 1",
            "Copying, 40 percent, 1 of 1",
            "Copying, 50 percent, 1 of 1",
            "Copying, 60 percent, 1 of 1",
            "Copying, 70 percent, 1 of 1",
            "Copying, 80 percent, 1 of 1",
            "Copying, 90 percent, 1 of 1",
            "Copying, 100 percent, done, 1 of 1",
        ])
    }
}
