import TermNav
import TermNavTesting
import Testing

// Clicks and the wheel, through TestDriver, as docs/Navigation.md's "Mouse" section describes.

private struct Shelf: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(1...30, id: \.self) { number in
                    NavigationLink("Book \(number)") {
                        Text("Pages of book \(number)").navigationTitle("Book \(number)")
                    }
                }
            }
            .navigationTitle("Shelf")
        }
    }
}

private struct Settings: View {
    @State private var wifiOn = false
    @State private var details = 0

    var body: some View {
        NavigationStack {
            List {
                Button("Wi-Fi") { wifiOn.toggle() }.accessory(.detailButton) { details += 1 }
                Text(wifiOn ? "Wi-Fi on" : "Wi-Fi off")
                Text("Details \(details)")
            }
            .navigationTitle("Settings")
        }
    }
}

private struct Level: View {
    let number: Int

    var body: some View {
        List {
            NavigationLink("Deeper") { Level(number: number + 1) }
        }
        .navigationTitle("Level \(number)")
    }
}

@MainActor @Suite struct MouseTests {
    @Test func aClickFocusesARowAndASecondClickOpensIt() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.expectScreen([
            " Shelf",
            "",
            " Book 1                     ›",
            " Book 2                     ›",
            " Book 3                     ›",
            " Book 4                     ›",
            " Book 5                     ›",
            " ↑↓ move  Enter open     1/30",
        ])
        driver.click(x: 3, y: 4)
        #expect(driver.focusedLine == " Book 3                     ›")
        driver.expectScreen(
            [
                " Shelf",
                "",
                " Book 1                     ›",
                " Book 2                     ›",
                " Book 3                     ›",
                " Book 4                     ›",
                " Book 5                     ›",
                " ↑↓ move  Enter open     3/30",
            ], "the click moved the focus only")
        #expect(driver.depth == 1)
        driver.click(x: 20, y: 4)
        driver.expectScreen([
            " ‹ Shelf    Book 3",
            "",
            "",
            "",
            "       Pages of book 3",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func clicksOutsideTheRowsDoNothing() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        let before = driver.lines
        for (x, y) in [(3, 0), (3, 1), (3, 7), (100, 100), (3, -1)] {
            driver.click(x: x, y: y)
        }
        #expect(driver.lines == before)
        #expect(driver.depth == 1)
    }

    @Test func theBackLabelGoesBack() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " ‹ Shelf    Book 2",
            "",
            "",
            "",
            "       Pages of book 2",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.click(x: 20, y: 0)
        #expect(driver.depth == 2, "a click beside the back label does nothing")
        driver.click(x: 3, y: 0)
        driver.expectScreen([
            " Shelf",
            "",
            " Book 1                     ›",
            " Book 2                     ›",
            " Book 3                     ›",
            " Book 4                     ›",
            " Book 5                     ›",
            " ↑↓ move  Enter open     2/30",
        ])
    }

    @Test func theWheelMovesTheFocusThreeRowsANotch() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.scroll(down: 3)
        driver.expectScreen([
            " Shelf",
            "",
            " Book 6                     ›",
            " Book 7                     ›",
            " Book 8                     ›",
            " Book 9                     ›",
            " Book 10                    ›",
            " ↑↓ move  Enter open    10/30",
        ])
        #expect(driver.focusedLine == " Book 10                    ›")
        driver.scroll(up: 1)
        #expect(driver.focusedLine == " Book 7                     ›")
        driver.scroll(up: 5)
        #expect(driver.focusedLine == " Book 1                     ›")
        driver.expectScreen([
            " Shelf",
            "",
            " Book 1                     ›",
            " Book 2                     ›",
            " Book 3                     ›",
            " Book 4                     ›",
            " Book 5                     ›",
            " ↑↓ move  Enter open     1/30",
        ])
    }

    @Test func aClickOnAnAccessoryRunsItsAction() {
        let driver = TestDriver(Settings(), width: 30, height: 8)
        driver.expectScreen([
            " Settings",
            "",
            " Wi-Fi                      ⓘ",
            " Wi-Fi off",
            " Details 0",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        driver.click(x: 28, y: 2)
        driver.expectScreen(
            [
                " Settings",
                "",
                " Wi-Fi                      ⓘ",
                " Wi-Fi off",
                " Details 1",
                "",
                "",
                " ↑↓ move  Enter open      1/3",
            ], "the accessory ran, the row's own action did not")
        driver.click(x: 5, y: 2)
        driver.expectScreen(
            [
                " Settings",
                "",
                " Wi-Fi                      ⓘ",
                " Wi-Fi on",
                " Details 1",
                "",
                "",
                " ↑↓ move  Enter open      1/3",
            ], "a click on the focused row runs its action")
    }

    @Test func aBreadcrumbTitleGoesBackToItsScreen() {
        let driver = TestDriver(NavigationStack { Level(number: 1) }, width: 44, height: 8)
        driver.press(.return, .return, .return)
        driver.expectScreen([
            " Level 1 › Level 2 › Level 3 › Level 4",
            "",
            " Deeper                                   ›",
            "",
            "",
            "",
            "",
            " Enter open  Esc back  q quit           1/1",
        ])
        driver.click(x: 9, y: 0)
        #expect(driver.depth == 4, "a separator does nothing")
        driver.click(x: 35, y: 0)
        #expect(driver.depth == 4, "the top title does nothing")
        driver.click(x: 25, y: 0)
        driver.expectScreen([
            " Level 1 › Level 2 › Level 3",
            "",
            " Deeper                                   ›",
            "",
            "",
            "",
            "",
            " Enter open  Esc back  q quit           1/1",
        ])
        driver.click(x: 2, y: 0)
        #expect(driver.titles == ["Level 1"])
    }

    @Test func aShortenedBreadcrumbCountsTitlesFromBothEnds() {
        let driver = TestDriver(NavigationStack { Level(number: 1) }, width: 34, height: 8)
        driver.press(.return, .return, .return, .return)
        driver.expectScreen([
            " Level 1 › … › Level 4 › Level 5",
            "",
            " Deeper                         ›",
            "",
            "",
            "",
            "",
            " Enter open  Esc back         1/1",
        ])
        driver.click(x: 11, y: 0)
        #expect(driver.depth == 5, "… does nothing")
        driver.click(x: 18, y: 0)
        #expect(driver.titles == ["Level 1", "Level 2", "Level 3", "Level 4"])
    }
}
