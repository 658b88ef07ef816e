import TermNav
import TermNavTesting
import Testing

@testable import books

/// The terminal's cursor follows the focus, where terminal screen readers read: the start of
/// the focused row's label, the title of a screen just pushed or popped to, the chosen button of
/// an alert.
@MainActor @Suite struct FocusCursorTests {
    func driver() -> TestDriver {
        TestDriver(BooksList(books: Catalog.books), width: 60, height: 12)
    }

    @Test func theCursorRestsOnTheFocusedRowsLabel() {
        let driver = driver()
        driver.press(.downArrow)
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
            " ↑↓ move  Enter open  Tab Sort: catalog/Add  q quit   2/\(BooksScreenTests.rowCount)",
        ])
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 3, "on The Da Vinci Code")
        #expect(driver.cursor == nil, "hidden: no field is edited")
        driver.press(.downArrow)
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 4, "on The Alchemist")
    }

    @Test func aPushRestsOnTheNewTitleThenOnTheFocus() {
        let driver = driver()
        driver.press(.downArrow, .return)
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
        #expect(driver.cursorPlace?.x == 21 && driver.cursorPlace?.y == 0, "on the pushed screen's title")
        driver.press(.downArrow)
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 6, "then on the focused row: Read")
        driver.press(.escape)
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 0, "back: on the list's title")
        driver.press(.downArrow)
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 4, "then on The Alchemist")
    }

    @Test func aLabelThatBeginsWithPunctuationHasTheCursorOnItsFirstCharacter() {
        let driver = TestDriver(
            NavigationStack {
                List([".bashrc", "/etc/hosts"], id: \.self) { Text($0) }.navigationTitle("/tmp")
            }, width: 30, height: 6)
        driver.expectScreen([" /tmp", " .bashrc", " /etc/hosts", "", "", " ↑↓ move  q quit          1/2"])
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 0, "on the title's slash")
        driver.press(.downArrow)
        #expect(driver.cursorPlace?.x == 1 && driver.cursorPlace?.y == 2, "on the row's slash")
    }
}
