import TermNav
import TermNavTesting
import Testing

// A short terminal gives its lines to the rows (docs/Navigation.md, "Short terminals"): below 8
// lines the blank line under the title goes, and a pushed screen's large title with it; below 6
// the help line; below 3 the navigation bar and the title.

private struct Planets: View {
    var body: some View {
        NavigationStack {
            List(["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn"], id: \.self) { name in
                NavigationLink(name, destination: Moons().navigationBarTitle(name, displayMode: .large))
            }
            .navigationTitle("Planets")
        }
    }
}

private struct Moons: View {
    var body: some View {
        List(["Phobos", "Deimos"], id: \.self) { Text($0) }
    }
}

@MainActor @Suite struct SmallScreenTests {
    @Test func belowEightLinesTheBlankLineUnderTheTitleGoes() {
        let driver = TestDriver(Planets(), width: 30, height: 8)
        driver.expectScreen([
            " Planets",
            "",
            " Mercury                    ›",
            " Venus                      ›",
            " Earth                      ›",
            " Mars                       ›",
            " Jupiter                    ›",
            " ↑↓ move  Enter open      1/6",
        ])
        driver.resize(width: 30, height: 7)
        driver.expectScreen([
            " Planets",
            " Mercury                    ›",
            " Venus                      ›",
            " Earth                      ›",
            " Mars                       ›",
            " Jupiter                    ›",
            " ↑↓ move  Enter open      1/6",
        ])
    }

    @Test func belowEightLinesAPushedScreensLargeTitleGoes() {
        let driver = TestDriver(Planets(), width: 30, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " ‹ Planets",
            " Mercury",
            "",
            " Phobos",
            " Deimos",
            "",
            "",
            " ↑↓ move  Esc back        1/2",
        ])
        driver.resize(width: 30, height: 7)
        driver.expectScreen([
            " ‹ Planets",
            " Phobos",
            " Deimos",
            "",
            "",
            "",
            " ↑↓ move  Esc back        1/2",
        ])
    }

    @Test func belowSixLinesTheHelpLineGoes() {
        let driver = TestDriver(Planets(), width: 30, height: 6)
        driver.expectScreen([
            " Planets",
            " Mercury                    ›",
            " Venus                      ›",
            " Earth                      ›",
            " Mars                       ›",
            " ↑↓ move  Enter open      1/6",
        ])
        driver.resize(width: 30, height: 5)
        driver.expectScreen([
            " Planets",
            " Mercury                    ›",
            " Venus                      ›",
            " Earth                      ›",
            " Mars                       ›",
        ])
        // The keys still act, and `?` still lists them.
        driver.press(.downArrow)
        #expect(driver.focusedLine == " Venus                      ›")
        driver.press("?")
        #expect(driver.line(containing: "Keys") != nil)
    }

    @Test func belowThreeLinesTheTitleGoes() {
        let driver = TestDriver(Planets(), width: 30, height: 3)
        driver.expectScreen([" Planets", " Mercury                    ›", " Venus                      ›"])
        driver.resize(width: 30, height: 2)
        driver.expectScreen([" Mercury                    ›", " Venus                      ›"])
    }
}
