import TermNav
import TermNavTesting
import Testing

@testable import books

/// The example in docs/Testing.md, kept true.
@MainActor @Test func enterOpensTheSecondBook() {
    let driver = TestDriver(BooksList(books: Catalog.books), width: 40, height: 8)
    driver.press(.downArrow, .return)
    #expect(driver.depth == 2)
    driver.expectScreen([
        " ‹ Books list  The Da Vinci Code",
        "",
        " Title: The Da Vinci Code",
        " Author: Dan Brown                    ›",
        " Genre: Mystery thriller",
        " Year: 2003",
        " Read",
        " ↑↓ move  Enter open  Esc back  q quit",
    ])
    #expect(driver.focusedLine == " Author: Dan Brown                    ›")
}
