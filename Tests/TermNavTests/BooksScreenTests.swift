import TermNav
import TermNavTesting
import Testing

@testable import books

/// The books app as a user sees it, driven headlessly.
@MainActor @Suite struct BooksScreenTests {
    let width = 60
    let height = 12

    /// The rows of the list: every book, then About.
    nonisolated static let rowCount = Catalog.books.count + 1

    func driver(books: [Book] = Catalog.books) -> TestDriver {
        TestDriver(BooksList(books: books), width: width, height: height)
    }

    @Test func listShowsTitleRowsAndFooter() {
        let driver = driver()
        driver.expectScreen([
            " Books list                              Sort: catalog  Add",
            "",
            " Harry Potter and the Chamber of Secrets Fantasy J. K. R… ›",
            " The Da Vinci Code Mystery thriller             Dan Brown ›",
            " The Alchemist Fantasy                       Paulo Coelho ›",
            " Don Quixote Satire                   Miguel de Cervantes ›",
            " Robinson Crusoe Adventure                   Daniel Defoe ›",
            " Gulliver's Travels Satire                 Jonathan Swift ›",
            " Candide Satire                                  Voltaire ›",
            " Sense and Sensibility Romance                Jane Austen ›",
            " Pride and Prejudice Romance                  Jane Austen ›",
            " ↑↓ move  Enter open  Tab Sort: catalog/Add  q quit   1/\(Self.rowCount)",
        ])
        #expect(driver.focusedLine == " Harry Potter and the Chamber of Secrets Fantasy J. K. R… ›")
        #expect(driver.depth == 1)
        #expect(driver.title == "Books list")
    }

    @Test func titleIsBoldGenresBoldAuthorsAndFooterDim() throws {
        let driver = driver()
        let title = try #require(driver.cells(of: "Books list"))
        #expect(title.allSatisfy { $0.isBold })
        let genre = try #require(driver.cells(of: "Mystery thriller"))
        #expect(genre.allSatisfy { $0.isBold && !$0.isDim })
        let bookTitle = try #require(driver.cells(of: "The Da Vinci Code"))
        #expect(bookTitle.allSatisfy { !$0.isBold && !$0.isDim })
        let author = try #require(driver.cells(of: "Dan Brown"))
        #expect(author.allSatisfy { $0.isDim && !$0.isBold })
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
            " Read",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit",
        ])
        #expect(driver.focusedLine == " Author: Dan Brown                                        ›")
    }

    @Test func readIsACheckmarkEnterTogglesAndItSurvivesAPop() {
        let driver = driver()
        driver.press(.downArrow, .return, .downArrow, .return)
        driver.expectLines(
            [" Year: 2003", " Read                                                     ✓"], from: 5)
        driver.press(.escape, .upArrow, .return)
        driver.expectLines([" Read"], from: 6, "another book is not read")
        driver.press(.escape, .downArrow, .return)
        driver.expectLines(
            [" Read                                                     ✓"], from: 6, "still read")
        driver.press(.downArrow, .return)
        driver.expectLines([" Read"], from: 6, "no longer read")
    }

    @Test func theAboutRowOpensItsScreenWithEnterAndWithI() {
        for key in [KeyEquivalent.return, "i"] {
            let driver = driver()
            driver.press(.end)
            driver.expectLines(
                [
                    " Where the Crawdads Sing Mystery              Delia Owens ›",
                    " Normal People Literary fiction              Sally Rooney ›",
                    " The Overstory Literary fiction            Richard Powers ›",
                    " About                                                    ⓘ",
                    " ↑↓ move  Enter open  i info                        \(Self.rowCount)/\(Self.rowCount)",
                ], from: 7)
            driver.press(key)
            driver.expectScreen([
                " ‹ Books list              About",
                "",
                " books",
                " An example of TermNav: SwiftUI-style navigation in a",
                " terminal.",
                "",
                " Enter opens a book, its author's row their books; Tab",
                " reaches Sort and Add.",
                " Esc goes back to the row you left; q quits.",
                "",
                "",
                " Esc back  q quit",
            ])
            driver.press(.escape)
            #expect(driver.focusedLine == " About                                                    ⓘ")
        }
    }

    @Test func escapePopsWithTheCursorKept() {
        let driver = driver()
        driver.press(.downArrow, .downArrow, .return, .escape)
        #expect(driver.depth == 1)
        #expect(driver.focusedLine == " The Alchemist Fantasy                       Paulo Coelho ›")
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
            let title = " Book \(number) G"
            return title + String(repeating: " ", count: 26 - title.count) + "A ›"
        }
        let driver = TestDriver(BooksList(books: books), width: 30, height: 24)
        // 24 lines: title, blank, 21 rows, footer.
        let top =
            [" Books l…  Sort: catalog  Add", ""] + (1...21).map(row) + [
                " ↑↓ move  Enter open     1/\(count + 1)"
            ]
        driver.expectScreen(top)
        for step in 1..<count {
            driver.press(.downArrow)
            #expect(driver.focusedLine == row(step + 1), "after \(step) downs:\n\(driver.screenText)")
        }
        let bottom =
            [" Books l…  Sort: catalog  Add", ""] + (20...count).map(row) + [
                " ↑↓ move  Enter open    \(count)/\(count + 1)"
            ]
        driver.expectScreen(bottom)
        driver.press(.downArrow)
        #expect(driver.focusedLine == " About                      ⓘ", "the About row comes after the books")
        driver.press(.upArrow)
        driver.expectScreen(
            [" Books l…  Sort: catalog  Add", ""] + (21...count).map(row) + [
                " About                      ⓘ", " ↑↓ move  Enter open    \(count)/\(count + 1)",
            ])
        #expect(driver.focusedLine == row(count))
        driver.press(.home)
        driver.expectScreen(top)
        #expect(driver.focusedLine == row(1))
        driver.press(.end)
        #expect(driver.focusedLine == " About                      ⓘ")
        driver.press(.pageUp)
        #expect(driver.focusedLine == row(21))
        driver.press(.pageDown)
        #expect(driver.focusedLine == " About                      ⓘ")
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
            " Books list                              Sort: catalog  Add",
            "",
            " Book 999993 Fantasy                     Ada Quillfeather ›",
            " Book 999994 Mystery thriller            Bruno Tallowmere ›",
            " Book 999995 Science fiction              Clara Windridge ›",
            " Book 999996 Romance                      Dmitri Ashcombe ›",
            " Book 999997 Historical fiction             Elif Marrowby ›",
            " Book 999998 Horror                      Félix Ombregarde ›",
            " Book 999999 Literary fiction              Greta Sundholm ›",
            " Book 1000000 Fantasy                       Hiro Kanezawa ›",
            " About                                                    ⓘ",
        ]
        driver.expectScreen(
            bottom + [" ↑↓ move  Enter open  i info                \(count + 1)/\(count + 1)"])
        driver.press(.upArrow)
        driver.expectScreen(bottom + [" ↑↓ move  Enter open                        \(count)/\(count + 1)"])
        #expect(driver.focusedLine == " Book 1000000 Fantasy                       Hiro Kanezawa ›")
        driver.press(.return)
        driver.expectScreen([
            " ‹ Books list           Book 1000000",
            "",
            " Title: Book 1000000",
            " Author: Hiro Kanezawa                                    ›",
            " Genre: Fantasy",
            " Year: 1988",
            " Read",
            "",
            "",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit",
        ])
        driver.press(.escape)
        driver.expectScreen(bottom + [" ↑↓ move  Enter open                        \(count)/\(count + 1)"])
        #expect(driver.focusedLine == " Book 1000000 Fantasy                       Hiro Kanezawa ›")
    }

    @Test func asciiLocaleUsesFallbacks() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: width, height: height, unicode: false)
        driver.expectScreen([
            " Books list                              Sort: catalog  Add",
            "",
            " Harry Potter and the Chamber of Secrets Fantasy J. K. R~ >",
            " The Da Vinci Code Mystery thriller             Dan Brown >",
            " The Alchemist Fantasy                       Paulo Coelho >",
            " Don Quixote Satire                   Miguel de Cervantes >",
            " Robinson Crusoe Adventure                   Daniel Defoe >",
            " Gulliver's Travels Satire                 Jonathan Swift >",
            " Candide Satire                                  Voltaire >",
            " Sense and Sensibility Romance                Jane Austen >",
            " Pride and Prejudice Romance                  Jane Austen >",
            " Up/Down move  Enter open  Tab Sort: catalog/Add      1/\(Self.rowCount)",
        ])
        driver.press(.end)
        driver.expectLines([" About                                                  (i)"], from: 10)
        driver.press(.home, .downArrow, .return)
        driver.expectScreen([
            " < Books list        The Da Vinci Code",
            "",
            " Title: The Da Vinci Code",
            " Author: Dan Brown                                        >",
            " Genre: Mystery thriller",
            " Year: 2003",
            " Read",
            "",
            "",
            "",
            "",
            " Up/Down move  Enter open  Esc back  q quit",
        ])
        driver.press(.downArrow, .return)
        driver.expectLines([" Read                                                     *"], from: 6)
    }
}
