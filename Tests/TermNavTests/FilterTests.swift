import TermNav
import TermNavTesting
import Testing

private struct Fruits: View {
    let names = ["Apple", "Banana", "Cherry", "Grape", "Pineapple"]

    var body: some View {
        List(names, id: \.self) { name in
            NavigationLink(name) { Text("About \(name)").navigationTitle(name) }
        }
        .navigationTitle("Fruits")
    }
}

private struct Market: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Fruits") { Fruits() }
            }
            .navigationTitle("Market")
        }
    }
}

@MainActor @Suite struct FilterTests {
    @Test func typingNarrowsTheRowsAndBackspaceWidensThem() {
        let driver = TestDriver(NavigationStack { Fruits() }, width: 30, height: 9)
        driver.press("/")
        driver.type("ApP")
        driver.expectScreen([
            " Fruits",
            "",
            " ⌕ ApP   2 of 5",
            " Apple                      ›",
            " Pineapple                  ›",
            "",
            "",
            "",
            " ↑↓ rows  Enter open",
        ])
        driver.press(.delete)
        driver.expectLines(
            [
                " ⌕ Ap   3 of 5", " Apple                      ›", " Grape                      ›",
                " Pineapple                  ›", "",
            ], from: 2)
    }

    @Test func enterOpensTheFocusedMatchAndTheFilterStaysAfterBack() {
        let driver = TestDriver(NavigationStack { Fruits() }, width: 30, height: 9)
        driver.press("/")
        driver.type("ap")
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedLine == " Grape                      ›")
        driver.press(.escape)
        driver.expectLines(
            [
                " Apple                      ›", " Banana                     ›",
                " Cherry                     ›", " Grape                      ›",
                " Pineapple                  ›",
            ], from: 2)
        #expect(driver.focusedLine == " Grape                      ›")
        driver.press("/")
        driver.type("ap")
        driver.press(.return)
        #expect(driver.title == "Apple")
        driver.press(.escape)
        driver.expectScreen([
            " Fruits",
            "",
            " ⌕ ap  3 of 5",
            " Apple                      ›",
            " Grape                      ›",
            " Pineapple                  ›",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
    }

    @Test func escClosesTheFilterThenPops() {
        let driver = TestDriver(Market(), width: 30, height: 9)
        driver.press(.return)
        driver.press("/")
        driver.type("e")
        driver.press(.downArrow)
        driver.press(.escape)
        #expect(driver.title == "Fruits")
        driver.expectLines(
            [
                " Apple                      ›", " Banana                     ›",
                " Cherry                     ›", " Grape                      ›",
                " Pineapple                  ›",
            ], from: 2)
        driver.press(.escape)
        #expect(driver.title == "Market")
    }

    @Test func noMatchShowsAnEmptyStateLine() {
        let driver = TestDriver(NavigationStack { Fruits() }, width: 30, height: 6)
        driver.press("/")
        driver.type("kiwi")
        driver.expectScreen([
            " Fruits",
            " ⌕ kiwi   0 of 5",
            " No matches",
            "",
            "",
            " ↑↓ rows  Enter open",
        ])
        driver.press(.escape, .escape)
        driver.expectLines([" Apple                      ›", " Banana                     ›"], from: 1)
    }

    @Test func theMatchIsUnderlined() {
        let driver = TestDriver(NavigationStack { Fruits() }, width: 30, height: 9)
        driver.press("/")
        driver.type("APP")
        #expect(
            driver.cells(of: "Pineapple")?.map(\.isUnderline) == [
                false, false, false, false, true, true, true, false, false,
            ])
        #expect(driver.cells(of: "Apple")?.map(\.isUnderline) == [true, true, true, false, false])
        driver.press(.escape, .escape)
        #expect(driver.cells(of: "Pineapple")?.contains { $0.isUnderline } == false)
    }
}
