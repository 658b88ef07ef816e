import TermNavTesting
import Testing

@testable import books

/// Enter on the second book pushes its details.
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

/// Keys by their names, and the screen read line by line.
@MainActor @Test func keysByNameAndTheScreenByLine() {
    let driver = TestDriver(BooksList(books: Catalog.books), width: 40, height: 8)
    driver.press("j", "j")  // a character key is a string literal of one character
    driver.press(KeyEquivalent("k"))
    #expect(driver.focusedLine == " The Da Vinci Code Mystery thriller   ›")
    driver.press(.return)
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
    #expect(driver.line(containing: "Author") == " Author: Dan Brown                    ›")
    #expect(driver.lineIndex(containing: "Year") == 5)
    #expect(driver.title == "The Da Vinci Code")
    driver.press(.escape, "/")
    driver.type("emma")  // one key per character
    driver.expectLines([" ⌕ emma   1 of 205", " Emma Romance             Jane Austen ›"], from: 2)
    driver.press(.escape)
    driver.press("c", modifiers: .control)  // Ctrl-C
    #expect(driver.isFinished)
}
