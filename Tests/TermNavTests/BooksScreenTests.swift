import TermNav
import TermNavTesting
import Testing

@testable import books

/// The books app as a user sees it, driven headlessly.
@Suite struct BooksScreenTests {
    let width = 60
    let height = 12

    func driver(books: [Book] = Catalog.books) -> TestDriver {
        TestDriver(BooksList(books: books), width: width, height: height)
    }

    @Test func listShowsTitleRowsAndFooter() {
        let driver = driver()
        driver.expectScreen([
            " Books list                                   Sort: catalog",
            "",
            " Harry Potter and the Chamber of Secrets    J. K. Rowling ›",
            " The Da Vinci Code                              Dan Brown ›",
            " The Alchemist                               Paulo Coelho ›",
            " Don Quixote                          Miguel de Cervantes ›",
            " Robinson Crusoe                             Daniel Defoe ›",
            " Gulliver's Travels                        Jonathan Swift ›",
            " Candide                                         Voltaire ›",
            " Sense and Sensibility                        Jane Austen ›",
            " Pride and Prejudice                          Jane Austen ›",
            " ↑↓ move  Enter open  Tab Sort: catalog  q quit       1/\(Catalog.books.count)",
        ])
        #expect(driver.focusedLine == " Harry Potter and the Chamber of Secrets    J. K. Rowling ›")
        #expect(driver.depth == 1)
        #expect(driver.title == "Books list")
    }

    @Test func titleIsBoldAndFooterDim() throws {
        let driver = driver()
        let title = try #require(driver.cells(of: "Books list"))
        #expect(title.allSatisfy { $0.isBold })
        let help = try #require(driver.cells(of: "move"))
        #expect(help.allSatisfy { $0.isDim })
    }

    @Test func enterPushesTheFocusedBooksDetails() {
        let driver = driver()
        driver.press(.downArrow, .return)
        #expect(driver.depth == 2)
        #expect(driver.title == "The Da Vinci Code")
        driver.expectScreen([
            " ‹ Books list        The Da Vinci Code",
            "",
            " Title: The Da Vinci Code",
            " Author: Dan Brown                                        ›",
            " Genre: Mystery thriller",
            " Year: 2003",
            "",
            "",
            "",
            "",
            "",
            " Enter open  Esc back  q quit",
        ])
    }

    @Test func escapePopsWithTheCursorKept() {
        let driver = driver()
        driver.press(.downArrow, .downArrow, .return, .escape)
        #expect(driver.depth == 1)
        #expect(driver.focusedLine == " The Alchemist                               Paulo Coelho ›")
        driver.press(.return)
        driver.expectLines(
            [" Title: The Alchemist", " Author: Paulo Coelho                                     ›"], from: 2)
    }

    @Test(arguments: [KeyEquivalent.escape, .leftArrow, "h", .delete])
    func everyBackKeyPopsAndNoneLeavesTheRoot(back: KeyEquivalent) {
        let driver = driver()
        driver.press(.return)
        #expect(driver.depth == 2)
        driver.press(back)
        #expect(driver.depth == 1, "\(back) should pop")
        driver.press(back)
        #expect(driver.depth == 1, "\(back) at the root should do nothing")
        #expect(!driver.isFinished)
    }

    @Test(arguments: [KeyEquivalent.return, .rightArrow, "l"])
    func everyActivateKeyPushes(activate: KeyEquivalent) {
        let driver = driver()
        driver.press(activate)
        #expect(driver.depth == 2, "\(activate) should push")
    }

    @Test func scrollingPastTheBottomKeepsTheFocusedRowVisible() {
        let count = 40
        let books = (0..<count).map {
            Book(id: $0, title: "Book \($0 + 1)", author: "A", genre: "G", year: 2000)
        }
        // Book `number`'s row, 30 columns wide.
        func row(_ number: Int) -> String {
            let title = " Book \(number)"
            return title + String(repeating: " ", count: 26 - title.count) + "A ›"
        }
        let driver = TestDriver(BooksList(books: books), width: 30, height: 24)
        // 24 lines: title, blank, 21 rows, footer.
        let top =
            [" Books list     Sort: catalog", ""] + (1...21).map(row) + [
                " ↑↓ move  Enter open     1/\(count)"
            ]
        driver.expectScreen(top)
        for step in 1..<count {
            driver.press(.downArrow)
            #expect(driver.focusedLine == row(step + 1), "after \(step) downs:\n\(driver.screenText)")
        }
        let bottom =
            [" Books list     Sort: catalog", ""] + (20...count).map(row) + [
                " ↑↓ move  Enter open    \(count)/\(count)"
            ]
        driver.expectScreen(bottom)
        driver.press(.downArrow)
        driver.expectScreen(bottom)
        #expect(driver.focusedLine == row(count))
        driver.press(.home)
        driver.expectScreen(top)
        #expect(driver.focusedLine == row(1))
        driver.press(.end)
        driver.expectScreen(bottom)
        #expect(driver.focusedLine == row(count))
        driver.press(.pageUp)
        #expect(driver.focusedLine == row(20))
        driver.press(.pageDown)
        #expect(driver.focusedLine == row(count))
    }

    @Test(arguments: [KeyPress("q"), KeyPress("c", modifiers: .control)])
    func quitKeysFinish(quit: KeyPress) {
        let driver = driver()
        driver.press(.return)
        driver.press([quit])
        #expect(driver.isFinished, "\(quit) should quit")
    }

    @Test func millionGeneratedBooksShowTheLastOne() {
        let count = 1_000_000
        let driver = TestDriver(BooksList(books: SyntheticBooks(count: count)), width: width, height: height)
        driver.press(.end)
        let bottom = [
            " Books list                                   Sort: catalog",
            "",
            " Book 999992                                Hiro Kanezawa ›",
            " Book 999993                             Ada Quillfeather ›",
            " Book 999994                             Bruno Tallowmere ›",
            " Book 999995                              Clara Windridge ›",
            " Book 999996                              Dmitri Ashcombe ›",
            " Book 999997                                Elif Marrowby ›",
            " Book 999998                             Félix Ombregarde ›",
            " Book 999999                               Greta Sundholm ›",
            " Book 1000000                               Hiro Kanezawa ›",
            " ↑↓ move  Enter open  Tab Sort: catalog     \(count)/\(count)",
        ]
        driver.expectScreen(bottom)
        #expect(driver.focusedLine == " Book 1000000                               Hiro Kanezawa ›")
        driver.press(.return)
        driver.expectScreen([
            " ‹ Books list           Book 1000000",
            "",
            " Title: Book 1000000",
            " Author: Hiro Kanezawa                                    ›",
            " Genre: Fantasy",
            " Year: 1988",
            "",
            "",
            "",
            "",
            "",
            " Enter open  Esc back  q quit",
        ])
        driver.press(.escape)
        driver.expectScreen(bottom)
        #expect(driver.focusedLine == " Book 1000000                               Hiro Kanezawa ›")
    }

    @Test func asciiLocaleUsesFallbacks() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: width, height: height, unicode: false)
        driver.expectScreen([
            " Books list                                   Sort: catalog",
            "",
            " Harry Potter and the Chamber of Secrets    J. K. Rowling >",
            " The Da Vinci Code                              Dan Brown >",
            " The Alchemist                               Paulo Coelho >",
            " Don Quixote                          Miguel de Cervantes >",
            " Robinson Crusoe                             Daniel Defoe >",
            " Gulliver's Travels                        Jonathan Swift >",
            " Candide                                         Voltaire >",
            " Sense and Sensibility                        Jane Austen >",
            " Pride and Prejudice                          Jane Austen >",
            " Up/Down move  Enter open  Tab Sort: catalog  q quit  1/\(Catalog.books.count)",
        ])
        driver.press(.downArrow, .return)
        driver.expectScreen([
            " < Books list        The Da Vinci Code",
            "",
            " Title: The Da Vinci Code",
            " Author: Dan Brown                                        >",
            " Genre: Mystery thriller",
            " Year: 2003",
            "",
            "",
            "",
            "",
            "",
            " Enter open  Esc back  q quit",
        ])
    }
}
