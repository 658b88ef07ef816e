import TermNav
import TermNavTesting
import Testing

/// The navigation-stack engine: push, pop, state kept per screen.
@MainActor @Suite struct NavigationEngineTests {
    struct Level: View {
        let number: Int
        @State private var taps = 0

        var body: some View {
            List {
                Button("Tapped \(taps)") { taps += 1 }
                NavigationLink("Deeper", destination: Level(number: number + 1))
                ForEach(1...30, id: \.self) { Text("Filler \($0)") }
            }
            .navigationTitle("Level \(number)")
        }
    }

    func driver() -> TestDriver {
        TestDriver(Level(number: 1), width: 40, height: 10)
    }

    @Test func popAtRootKeepsRoot() {
        let driver = driver()
        driver.press(.escape, .escape)
        #expect(driver.depth == 1)
        #expect(driver.title == "Level 1")
    }

    @Test func pushStacksScreensAndOnlyTheTopIsDrawn() {
        let driver = driver()
        driver.press(.downArrow, .return, .downArrow, .return)
        #expect(driver.depth == 3)
        #expect(driver.titles == ["Level 1", "Level 2", "Level 3"])
        driver.expectScreen([
            " Level 1 › Level 2 › Level 3",
            "",
            " Tapped 0",
            " Deeper                               ›",
            " Filler 1",
            " Filler 2",
            " Filler 3",
            " Filler 4",
            " Filler 5",
            " ↑↓ move  Enter open  Esc back     1/32",
        ])
    }

    @Test func stateAndFocusAndScrollAreKeptPerScreen() {
        let driver = driver()
        driver.press(.return, .return, .return)  // taps = 3 on level 1
        driver.expectLines([" Tapped 3"], from: 2)
        driver.press(.downArrow, .return)  // push level 2
        driver.expectLines([" Tapped 0"], from: 2)
        driver.press(.return)  // taps = 1 on level 2
        driver.press(.end)  // scroll level 2 to the bottom
        let level2Screen = driver.lines
        driver.press(.upArrow, .upArrow)
        let level2Moved = driver.lines
        driver.press(.home, .downArrow, .return)  // level 3
        driver.press(.escape)
        #expect(driver.lines != level2Screen)
        driver.press(.end, .upArrow, .upArrow)
        driver.expectScreen(level2Moved)
        driver.press(.home)
        driver.expectLines([" Tapped 1"], from: 2)
        driver.press(.escape)
        driver.expectScreen([
            " Level 1",
            "",
            " Tapped 3",
            " Deeper                               ›",
            " Filler 1",
            " Filler 2",
            " Filler 3",
            " Filler 4",
            " Filler 5",
            " ↑↓ move  Enter open  q quit       2/32",
        ])
        #expect(driver.focusedLine == " Deeper                               ›")
    }

    @Test func popRestoresTheScreenExactly() {
        let driver = driver()
        driver.press(.pageDown, .pageDown, .upArrow)
        let before = driver.lines
        // The focused row must be a link to push from it, so push from the second row after scrolling.
        driver.press(.home, .downArrow)
        let atLink = driver.lines
        driver.press(.return, .escape)
        driver.expectScreen(atLink)
        #expect(before != atLink)
    }

    @Test func focusFollowsItsRowWhenRowsMove() {
        struct Growing: View {
            @State private var names = ["b", "c"]
            var body: some View {
                List {
                    Button("Add a") { names.insert("a", at: 0) }
                    ForEach(names, id: \.self) { Text("Item \($0)") }
                }
            }
        }
        let driver = TestDriver(Growing(), width: 20, height: 8)
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedLine == " Item c")
        driver.press(.home, .return)
        #expect(driver.focusedLine == " Add a")
        driver.press(.downArrow)
        #expect(driver.focusedLine == " Item a")
    }

    @Test(arguments: [80, 40, 10, 3, 2, 1, 0], [24, 10, 5, 3, 2, 1, 0])
    func resizeDownToOneCellNeverCrashes(width: Int, height: Int) {
        let driver = driver()
        driver.press(.downArrow, .return)
        driver.resize(width: width, height: height)
        driver.press(.downArrow, .pageDown, .end, .upArrow)
        #expect(driver.lines.count == height)
        driver.resize(width: 40, height: 10)
        #expect(driver.title == "Level 2")
        // Where the list scrolled to depends on the size it came back from; the title bar, the
        // focus and the position do not.
        driver.expectLines([" ‹ Level 1      Level 2"], from: 0)
        driver.expectLines([" ↑↓ move  Esc back  q quit        31/32"], from: 9)
        #expect(driver.focusedLine == " Filler 29")
    }

    @Test func emptyListAndEmptyScreenDrawOnlyTheirFrame() {
        struct Empty: View {
            var body: some View {
                List { ForEach([String](), id: \.self) { Text($0) } }.navigationTitle("Nothing")
            }
        }
        let driver = TestDriver(Empty(), width: 20, height: 6)
        driver.press(.downArrow, .return, .end)
        driver.expectScreen([" Nothing", "", "", "", "", " q quit"])
        let blank = TestDriver(EmptyView(), width: 20, height: 6)
        blank.press(.downArrow, .return)
        #expect(blank.depth == 1)
    }

    @Test func staticContentFocusesOnlyButtons() {
        struct Menu: View {
            @State private var log = "none"
            var body: some View {
                VStack(alignment: .leading) {
                    Text("Choose:")
                    Button("First") { log = "first" }
                    Text("between")
                    Button("Second") { log = "second" }
                    Text("Last: \(log)")
                }
            }
        }
        let driver = TestDriver(Menu(), width: 20, height: 8)
        #expect(driver.focusedText == "First")
        driver.press(.downArrow)
        #expect(driver.focusedText == "Second")
        driver.press(.return)
        driver.expectScreen([
            "",
            "    Choose:",
            "    First",
            "    between",
            "    Second",
            "    Last: second",
            "",
            " ↑↓ move",
        ])
        driver.press(.downArrow, .upArrow)
        #expect(driver.focusedText == "First")
    }

    @Test func longTextWrapsOnDetailScreens() {
        let text = "The quick brown fox jumps over the lazy dog and keeps running far away"
        let driver = TestDriver(VStack(alignment: .leading) { Text(text) }, width: 22, height: 8)
        driver.expectScreen([
            "",
            " The quick brown fox",
            " jumps over the lazy",
            " dog and keeps",
            " running far away",
            "",
            "",
            " q quit",
        ])
    }
}
