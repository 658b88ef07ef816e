import TermNav
import TermNavTesting
import Testing

/// A timer's ring: a stroked circle in a fixed frame behind its time, in the screen's stack.
@MainActor @Suite struct RingTimerLayoutTests {
    struct Timer: View {
        var body: some View {
            VStack {
                Text("Focus")
                ZStack {
                    Circle().stroke(Color.gray, lineWidth: 20)
                    Circle().trim(from: 0, to: 0.25).stroke(Color.blue, lineWidth: 20)
                    Text("25:00")
                }
                .frame(width: 250, height: 250)
                Text("Below")
            }
        }
    }

    @Test func theRingTakesItsFramesLinesWithTheTimeInItsMiddle() {
        let driver = TestDriver(Timer(), width: 60, height: 24)
        driver.expectScreen([
            "",
            "",
            "",
            "                           Focus",
            "              ┏━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┓",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃            25:00            ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┃                             ┃",
            "              ┗━━━━━━━━━━━━━━━━━━━━━━━━━━━━━┛",
            "                           Below",
            "",
            "",
            "",
            " q quit",
        ])
    }
}
