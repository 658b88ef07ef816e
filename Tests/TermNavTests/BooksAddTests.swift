import TermNav
import TermNavTesting
import Testing

@testable import books

/// The books app's Add button and its "New book" form, driven headlessly at 80×24.
@MainActor @Suite struct BooksAddTests {
    /// The list's first line: the title, then the toolbar's Sort and Add buttons.
    static let listTitle = " Books list                                                  Sort: catalog  Add"

    /// The form's first line: the back label, the title and the Save button.
    static let formBar = " ‹ Books list                       New book                               Save"

    /// A line of 80 columns: `left` at the left, `right` ending at the last column but one.
    static func line(_ left: String, _ right: String) -> String {
        " " + left + String(repeating: " ", count: 80 - 2 - left.count - right.count) + right
    }

    /// A book row of the list: the title and the genre, then the author and the indicator.
    static func row(_ title: String, _ genre: String, _ author: String) -> String {
        line("\(title) \(genre)", "\(author) ›")
    }

    /// The form: its two sections, `blank` lines and the help line.
    static func form(
        title: String = "Title", author: String = "Author", genre: String = "Absurdist fiction",
        year: Int = 2000, read: String = "[off]", help: String
    ) -> [String] {
        [
            formBar,
            "",
            " Book",
            " \(title)",
            " \(author)",
            "",
            " Details",
            line("Genre", "\(genre) ›"),
            line("Year: \(year)", "[− │ +]"),
            line("Read", read),
        ] + Array(repeating: "", count: 13) + [help]
    }

    /// The list at 80×24 with the catalog.
    func driver() -> TestDriver {
        TestDriver(BooksList(books: Catalog.books), width: 80, height: 24)
    }

    /// From the list, Tab to Add (from the rows, past Sort), Enter: the form.
    func openForm(_ driver: TestDriver) {
        for _ in 0..<3 where driver.focusedText != "Add" { driver.press(.tab) }
        #expect(driver.focusedText == "Add")
        driver.press(.return)
        #expect(driver.depth == 2)
        #expect(driver.title == "New book")
    }

    /// Fills the form in as a user does, from its opening (the title being edited), and leaves
    /// the focus on the Read toggle.
    func fill(
        _ driver: TestDriver, title: String, author: String, genre: String, year: Int, isRead: Bool
    ) {
        driver.type(title)
        driver.press(.tab)
        driver.type(author)
        driver.press(.tab, .return)
        #expect(driver.title == "Genre")
        driver.press(.home)
        for _ in Catalog.books.indices where driver.focusedText?.hasPrefix(genre) != true {
            driver.press(.downArrow)
        }
        driver.press(.return)
        #expect(driver.title == "New book")
        driver.press(.tab)
        let step: KeyEquivalent = year < 2000 ? .leftArrow : .rightArrow
        for _ in 0..<abs(year - 2000) { driver.press(step) }
        driver.press(.tab)
        if isRead { driver.press(.space) }
    }

    /// Opens the form, fills it in and saves: Tab from Read to Save, Enter.
    func add(
        _ driver: TestDriver, title: String, author: String, genre: String, year: Int, isRead: Bool
    ) {
        openForm(driver)
        fill(driver, title: title, author: author, genre: genre, year: year, isRead: isRead)
        driver.press(.tab)
        #expect(driver.focusedText == "Save")
        driver.press(.return)
        #expect(driver.depth == 1)
    }

    @Test func theFormOpensOnTheTitleBeingEdited() throws {
        let driver = driver()
        openForm(driver)
        driver.expectScreen(Self.form(help: " Enter done  Esc leave  Tab next"))
        let cursor = try #require(driver.cursor, "the terminal's cursor in the title field")
        #expect(cursor == (x: 1, y: 3))
        #expect(try #require(driver.cells(of: "Title")).allSatisfy(\.isDim), "the field's title, as a prompt")
        #expect(try #require(driver.cells(of: "Author")).allSatisfy(\.isDim))
        #expect(try #require(driver.cells(of: "Save")).allSatisfy(\.isDim), "Save is disabled")
    }

    @Test func theFormInAnASCIITerminal() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 80, height: 24, unicode: false)
        openForm(driver)
        driver.type("Dune")
        driver.press(.tab, .tab)
        driver.expectScreen(
            [
                " < Books list                       New book                               Save",
                "",
                " Book",
                " Dune",
                " Author",
                "",
                " Details",
                Self.line("Genre", "Absurdist fiction >"),
                Self.line("Year: 2000", "[- | +]"),
                Self.line("Read", "[off]"),
            ] + Array(repeating: "", count: 13) + [
                Self.line("Up/Down move  Enter open  Esc back  Tab Save  q quit", "3/5")
            ])
    }

    @Test func saveIsDisabledWhileTheTitleIsEmptyOrOnlySpaces() throws {
        let driver = driver()
        openForm(driver)
        driver.type("   ")
        #expect(try #require(driver.cells(of: "Save")).allSatisfy(\.isDim), "spaces are no title")
        // Tab goes down the form's controls and no further: Save takes no focus.
        for _ in 0..<6 { driver.press(.tab) }
        #expect(
            driver.focusedText
                == "Read                                                                     [off]")
        driver.expectLines(
            [" ↑↓ move  Esc back  q quit  Space/Enter flip                                5/5"], from: 23,
            "the help line names no Save")
        driver.press(.return)
        #expect(driver.depth == 2, "Enter flipped the toggle, nothing was saved")
        for _ in 0..<4 { driver.press(.upArrow) }
        let cursor = try #require(driver.cursor, "back in the title field")
        #expect(cursor.y == 3)
        driver.press(.end)
        driver.type("Dune")
        let enabled = try #require(driver.cells(of: "Save"))
        #expect(enabled.allSatisfy { !$0.isDim && $0.isUnderline }, "Save is a button now")
        for _ in 0..<5 { driver.press(.tab) }
        #expect(driver.focusedText == "Save")
        // Emptied again, Save is disabled again.
        driver.press(.downArrow)
        for _ in 0..<4 { driver.press(.upArrow) }
        driver.press(.end)
        for _ in 0..<7 { driver.press(.delete) }
        driver.expectLines([" Title"], from: 3)
        #expect(try #require(driver.cells(of: "Save")).allSatisfy(\.isDim))
    }

    @Test func typingChoosingSteppingAndFlippingFillTheForm() {
        let driver = driver()
        openForm(driver)
        driver.type("Dune Messiah")
        driver.expectLines([" Dune Messiah"], from: 3)
        #expect(driver.cursor?.x == 13 && driver.cursor?.y == 3, "the cursor after the text")
        driver.press(.tab)
        #expect(driver.cursor?.x == 1 && driver.cursor?.y == 4, "Tab: editing the author")
        driver.type("Frank Herbert")
        driver.press(.tab)
        #expect(driver.focusedText?.hasPrefix("Genre") == true)
        #expect(driver.cursor == nil, "no cursor out of the fields")
        driver.press(.return)
        driver.expectScreen(
            [" Books list › New book › Genre", ""]
                + [
                    Self.line("Absurdist fiction", "✓"), " Adventure", " Allegory", " Children's",
                    " Comic fantasy",
                    " Comic science fiction", " Coming-of-age", " Crime", " Cyberpunk", " Detective fiction",
                    " Dystopian", " Epistolary fiction", " Fantasy", " Gothic fiction", " Historical fiction",
                    " Historical mystery", " History", " Horror", " Literary fiction", " Magical realism",
                    " Memoir",
                ] + [Self.line("↑↓ move  Enter open  Esc back  q quit", "1/41")])
        #expect(Library.catalog(Catalog.books).genres == Set(Catalog.books.map(\.genre)).sorted())
        driver.press(.pageDown, .pageDown)
        for _ in 0..<41 where driver.focusedText != "Science fiction" { driver.press(.upArrow) }
        driver.press(.return)
        #expect(driver.title == "New book", "choosing a genre goes back to the form")
        driver.press(.tab)
        for _ in 0..<30 { driver.press(.leftArrow) }
        driver.expectLines([Self.line("Year: 1970", "[− │ +]")], from: 8, "← steps down")
        driver.press(.rightArrow, "+", "-", "-", "-")
        driver.press(.tab, .space)
        driver.expectScreen(
            Self.form(
                title: "Dune Messiah", author: "Frank Herbert", genre: "Science fiction", year: 1969,
                read: "[ on]",
                help: Self.line("↑↓ move  Esc back  Tab Save  q quit  Space/Enter flip", "5/5")))
        #expect(
            driver.focusedText
                == "Read                                                                     [ on]")
        driver.press(.space)
        driver.expectLines([Self.line("Read", "[off]")], from: 9, "Space flips Read back")
    }

    @Test func saveAddsTheBookInItsPlaceAndGoesBack() {
        let driver = driver()
        add(
            driver, title: "Dune Messiah", author: "Frank Herbert", genre: "Science fiction", year: 1969,
            isRead: true)
        #expect(driver.title == "Books list")
        // In the catalog's order, the new book is the last, before About.
        driver.press(.downArrow, .end)
        driver.expectLines(
            [
                Self.row("Normal People", "Literary fiction", "Sally Rooney"),
                Self.row("The Overstory", "Literary fiction", "Richard Powers"),
                Self.row("Dune Messiah", "Science fiction", "Frank Herbert"),
                Self.line("About", "ⓘ"),
                Self.line("↑↓ move  Enter open  i info  Tab Sort: catalog/Add  q quit", "206/206"),
            ], from: 19)
        // By title, it comes after Dune; the focus stays on it.
        driver.press(.upArrow)
        #expect(driver.focusedText?.hasPrefix("Dune Messiah") == true)
        driver.press(.tab, .return, .upArrow, .upArrow)
        driver.expectScreen([
            " Books list                                                    Sort: title  Add",
            "",
            " Dune Science fiction                                           Frank Herbert ›",
            " Dune Messiah Science fiction                                   Frank Herbert ›",
            " East of Eden Literary fiction                                 John Steinbeck ›",
            " El amor en los tiempos del cólera (Love in the Time of Cholera) Romance Gab… ›",
            " Emma Romance                                                     Jane Austen ›",
            " Ender's Game Science fiction                                Orson Scott Card ›",
            " Ensaio sobre a Cegueira (Blindness) Literary fiction           José Saramago ›",
            " Fahrenheit 451 Dystopian                                        Ray Bradbury ›",
            " Ficciones Short stories                                    Jorge Luis Borges ›",
            " For Whom the Bell Tolls War                                 Ernest Hemingway ›",
            " Foundation Science fiction                                      Isaac Asimov ›",
            " Frankenstein Gothic fiction                                     Mary Shelley ›",
            " Gone Girl Psychological thriller                               Gillian Flynn ›",
            " Gone with the Wind Historical fiction                      Margaret Mitchell ›",
            " Good Omens Comic fantasy                     Terry Pratchett and Neil Gaiman ›",
            " Great Expectations Literary fiction                          Charles Dickens ›",
            " Gulliver's Travels Satire                                     Jonathan Swift ›",
            " Half of a Yellow Sun Historical fiction             Chimamanda Ngozi Adichie ›",
            " Harry Potter and the Chamber of Secrets Fantasy                J. K. Rowling ›",
            " Harry Potter and the Deathly Hallows Fantasy                   J. K. Rowling ›",
            " Harry Potter and the Goblet of Fire Fantasy                    J. K. Rowling ›",
            Self.line("↑↓ move  Enter open  Tab Sort: title/Add  q quit", "40/206"),
        ])
        #expect(driver.focusedText?.hasPrefix("Dune Science fiction") == true)
        driver.press(.downArrow)
        #expect(driver.focusedText?.hasPrefix("Dune Messiah") == true)
    }

    @Test func escapeGoesBackWithoutAddingAndTheNextFormStartsEmpty() {
        let driver = driver()
        openForm(driver)
        driver.type("Draft")
        driver.press(.escape)
        #expect(driver.depth == 2, "the first Esc ends the editing, as in any text field")
        #expect(driver.cursor == nil)
        driver.expectLines([" Draft"], from: 3)
        driver.press(.escape)
        #expect(driver.depth == 1, "the second goes back, as the back label does")
        driver.expectLines(
            [" ↑↓ move  Enter open  Tab Sort: catalog/Add  q quit                       1/205"], from: 23,
            "no book added")
        driver.press(.downArrow, .end)
        driver.expectLines(
            [
                Self.row("The Overstory", "Literary fiction", "Richard Powers"),
                Self.line("About", "ⓘ"),
            ], from: 21)
        driver.press(.home, .tab, .tab, .return)
        driver.expectScreen(Self.form(help: " Enter done  Esc leave  Tab next"), "a new form, empty")
        // Out of the fields, one Esc goes back.
        driver.type("Draft")
        driver.press(.tab, .tab, .escape)
        #expect(driver.depth == 1)
        driver.expectLines(
            [" ↑↓ move  Enter open  Tab Sort: catalog/Add  q quit                       1/205"], from: 23,
            "no book added")
    }

    @Test func theAddedBooksDetailsAndItsAuthor() {
        let driver = driver()
        add(
            driver, title: "Dune Messiah", author: "Frank Herbert", genre: "Science fiction", year: 1969,
            isRead: true)
        driver.press(.downArrow, .end, .upArrow, .return)
        driver.expectScreen(
            [
                " ‹ Books list                     Dune Messiah",
                "",
                " Title: Dune Messiah",
                Self.line("Author: Frank Herbert", "›"),
                " Genre: Science fiction",
                " Year: 1969",
                Self.line("Read", "✓"),
            ] + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"])
        driver.press(.return)
        driver.expectLines(
            [
                " Books list › Dune Messiah › Frank Herbert",
                "",
                Self.line("Dune", "1965 ›"),
                Self.line("Dune Messiah", "1969 ›"),
                "",
            ], from: 0)
        driver.press(.downArrow, .return)
        #expect(driver.title == "Dune Messiah", "the added book opens from its author's books too")
    }

    @Test func eachAddedBookHasItsOwnIdAndReadState() {
        let driver = driver()
        add(
            driver, title: "Dune Messiah", author: "Frank Herbert", genre: "Science fiction", year: 1969,
            isRead: true)
        add(
            driver, title: "  Children of Dune ", author: "Frank Herbert", genre: "Science fiction",
            year: 1976, isRead: false)
        driver.press(.downArrow, .end)
        driver.expectLines(
            [
                Self.row("Dune Messiah", "Science fiction", "Frank Herbert"),
                Self.row("Children of Dune", "Science fiction", "Frank Herbert"),
                Self.line("About", "ⓘ"),
                Self.line("↑↓ move  Enter open  i info  Tab Sort: catalog/Add  q quit", "207/207"),
            ], from: 20)
        driver.press(.upArrow, .return)
        driver.expectLines([" Title: Children of Dune"], from: 2, "saved without the spaces around it")
        driver.expectLines([" Read"], from: 6, "the second book is not read")
        driver.press(.escape, .upArrow, .return)
        driver.expectLines([Self.line("Read", "✓")], from: 6, "the first one is")
        driver.press(.escape, .home, .return)
        driver.expectLines([" Title: Harry Potter and the Chamber of Secrets"], from: 2)
        driver.expectLines([" Read"], from: 6, "no catalog book shares an id with an added one")
    }

    @Test func aBookWithoutAnAuthorIsByAnonymous() {
        let driver = driver()
        add(driver, title: "Go Ask Alice", author: " ", genre: "Young adult", year: 1971, isRead: false)
        driver.press(.downArrow, .end)
        driver.expectLines([Self.row("Go Ask Alice", "Young adult", "Anonymous")], from: 21)
    }

    @Test func aMillionGeneratedBooksTakeAnAddedOneWithoutBeingListed() {
        let count = 1_000_000
        let driver = TestDriver(BooksList(books: SyntheticBooks(count: count)), width: 80, height: 24)
        openForm(driver)
        driver.expectLines([Self.line("Genre", "Fantasy ›")], from: 7, "the generated books' genres")
        fill(
            driver, title: "Dune Messiah", author: "Frank Herbert", genre: "Science fiction", year: 1969,
            isRead: true)
        driver.press(.tab, .return)
        #expect(driver.depth == 1)
        driver.press(.downArrow, .end)
        driver.expectLines(
            [
                Self.row("Book 1000000", "Fantasy", "Hiro Kanezawa"),
                Self.row("Dune Messiah", "Science fiction", "Frank Herbert"),
                Self.line("About", "ⓘ"),
                Self.line(
                    "↑↓ move  Enter open  i info  Tab Sort: catalog/Add  q quit", "\(count + 2)/\(count + 2)"),
            ], from: 20)
        driver.press(.upArrow, .return)
        driver.expectLines(
            [
                " Title: Dune Messiah", Self.line("Author: Frank Herbert", "›"), " Genre: Science fiction",
                " Year: 1969", Self.line("Read", "✓"),
            ], from: 2)
        driver.press(.escape, .upArrow, .return)
        driver.expectLines([" Title: Book 1000000"], from: 2)
        driver.expectLines([" Read"], from: 6, "book 1000000 (id 999999) is not the added one")
    }
}
