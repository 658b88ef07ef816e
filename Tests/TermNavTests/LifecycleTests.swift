import TermNav
import TermNavTesting
import Testing

/// Appear and disappear hooks run in a fixed order as screens are pushed, popped and scrolled.
@MainActor @Suite struct LifecycleTests {
    final class Log {
        var events: [String] = []
    }

    struct Screen: View {
        let name: String
        let log: Log

        var body: some View {
            List {
                NavigationLink("Next", destination: Screen(name: name + "+", log: log))
                ForEach(0..<20, id: \.self) { row in
                    Text("Row \(row)")
                        .onAppear { log.events.append("\(name) row \(row) appear") }
                        .onDisappear { log.events.append("\(name) row \(row) disappear") }
                }
            }
            .navigationTitle(name)
            .onAppear { log.events.append("\(name) appear") }
            .onDisappear { log.events.append("\(name) disappear") }
        }
    }

    @Test func pushAndPopOrder() {
        let log = Log()
        let driver = TestDriver(Screen(name: "A", log: log), width: 20, height: 6)
        // Height 6: the title, four rows (the link, rows 0 to 2), the help line.
        #expect(log.events == ["A appear", "A row 0 appear", "A row 1 appear", "A row 2 appear"])
        log.events = []
        driver.press(.return)
        #expect(
            log.events.prefix(5) == [
                "A disappear", "A row 0 disappear", "A row 1 disappear", "A row 2 disappear", "A+ appear",
            ])
        log.events = []
        driver.press(.escape)
        #expect(log.events.first == "A+ disappear")
        #expect(log.events.contains("A appear"))
        #expect(log.events.firstIndex(of: "A+ disappear") ?? 99 < log.events.firstIndex(of: "A appear") ?? -1)
        #expect(driver.depth == 1)
    }

    @Test func rowsAppearAndDisappearAsTheyScroll() {
        let log = Log()
        let driver = TestDriver(Screen(name: "A", log: log), width: 20, height: 6)
        log.events = []
        driver.press(.downArrow, .downArrow, .downArrow, .downArrow, .downArrow)
        // The first key that scrolls lays out the page past the window too (rows 4-7): rows laid
        // out ahead appear only once they show.
        #expect(log.events == ["A row 3 appear", "A row 0 disappear", "A row 4 appear"])
        #expect(!log.events.contains("A disappear"))
    }

    @Test func accessoryActionRunsApartFromTheRow() {
        struct Settings: View {
            @State private var infoShown = 0
            var body: some View {
                List {
                    NavigationLink("Wi-Fi", destination: Text("Networks"))
                        .navigationAccessory(.detailDisclosureButton) { infoShown += 1 }
                    Text("Info shown \(infoShown) times")
                }
            }
        }
        let driver = TestDriver(Settings(), width: 30, height: 8)
        driver.expectScreen([
            " Wi-Fi                    ⓘ ›",
            " Info shown 0 times",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open      1/2",
        ])
        driver.press("i", "i")
        #expect(driver.depth == 1)
        driver.expectScreen([
            " Wi-Fi                    ⓘ ›",
            " Info shown 2 times",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open      1/2",
        ])
        driver.press(.return)
        #expect(driver.depth == 2)
        driver.expectScreen([" ‹ Back", "", "", "", "           Networks", "", "", " Esc back  q quit"])
    }
}
