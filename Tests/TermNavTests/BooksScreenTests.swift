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
            " Books list",
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
            " ↑↓ move  Enter open  q quit                          1/\(Catalog.books.count)",
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
            " Author: Dan Brown",
            " Genre: Mystery thriller",
            " Year: 2003",
            "",
            "",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func escapePopsWithTheCursorKept() {
        let driver = driver()
        driver.press(.downArrow, .downArrow, .return, .escape)
        #expect(driver.depth == 1)
        #expect(driver.focusedLine == " The Alchemist                               Paulo Coelho ›")
        driver.press(.return)
        #expect(driver.line(containing: "Author:") == " Author: Paulo Coelho")
    }

    @Test(arguments: [KeyEquivalent.escape, .leftArrow, "h", .delete])
    func everyBackKeyPopsAndNoneLeavesTheRoot(back: KeyEquivalent) {
        do {
            let driver = driver()
            driver.press(.return)
            #expect(driver.depth == 2)
            driver.press(back)
            #expect(driver.depth == 1, "\(back) should pop")
            driver.press(back)
            #expect(driver.depth == 1, "\(back) at the root should do nothing")
            #expect(!driver.isFinished)
        }
    }

    @Test(arguments: [KeyEquivalent.return, .rightArrow, "l"])
    func everyActivateKeyPushes(activate: KeyEquivalent) {
        do {
            let driver = driver()
            driver.press(activate)
            #expect(driver.depth == 2, "\(activate) should push")
        }
    }

    @Test func scrollingPastTheBottomKeepsTheFocusedRowVisible() {
        let books = (0..<40).map {
            Book(id: $0, title: "Book \($0 + 1)", author: "A", genre: "G", year: 2000)
        }
        let driver = TestDriver(BooksList(books: books), width: 30, height: 24)
        // 24 lines: title, blank, 21 rows, footer.
        #expect(driver.line(containing: "Book 21") != nil)
        #expect(driver.line(containing: "Book 22") == nil)
        for step in 1..<40 {
            driver.press(.downArrow)
            let focused = driver.focusedLine ?? ""
            #expect(focused.hasPrefix(" Book \(step + 1) "), "after \(step) downs:\n\(driver.screenText)")
        }
        driver.expectLines([" Book 20                  A ›"], from: 2)
        driver.expectLines([" Book 40                  A ›"], from: 22)
        driver.press(.downArrow)
        #expect(driver.focusedLine == " Book 40                  A ›")
        driver.press(.home)
        #expect(driver.lines[2] == " Book 1                   A ›")
        #expect(driver.focusedLine == driver.lines[2])
        driver.press(.end)
        #expect(driver.focusedLine == " Book 40                  A ›")
        driver.press(.pageUp)
        #expect(driver.focusedLine == " Book 20                  A ›")
        driver.press(.pageDown)
        #expect(driver.focusedLine == " Book 40                  A ›")
    }

    @Test(arguments: [KeyPress("q"), KeyPress("c", modifiers: .control)])
    func quitKeysFinish(quit: KeyPress) {
        do {
            let driver = driver()
            driver.press(.return)
            driver.press([quit])
            #expect(driver.isFinished, "\(quit) should quit")
        }
    }

    @Test func millionGeneratedBooksShowTheLastOne() {
        let driver = TestDriver(
            BooksList(books: SyntheticBooks(count: 1_000_000)), width: width, height: height)
        driver.press(.end)
        #expect(driver.focusedLine?.hasPrefix(" Book 1000000 ") == true, "\(driver.screenText)")
        #expect(driver.lines[11].hasSuffix("1000000/1000000"))
        driver.press(.return)
        #expect(driver.line(containing: "Title:") == " Title: Book 1000000")
        driver.press(.escape)
        #expect(driver.focusedLine?.hasPrefix(" Book 1000000 ") == true)
    }

    @Test func asciiLocaleUsesFallbacks() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: width, height: height, unicode: false)
        #expect(driver.lines[3] == " The Da Vinci Code                              Dan Brown >")
        #expect(driver.lines[11].hasPrefix(" Up/Down move  Enter open"))
        driver.press(.downArrow, .return)
        #expect(driver.lines[0].hasPrefix(" < Books list"))
    }
}
