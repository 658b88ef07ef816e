import Foundation
import Testing

@testable import books

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real `books` binary: driven in a real terminal (tmux, 80×24), and run without one.
///
/// Like the headless tests in TermNavTests, these check whole screens, waiting for each screen a
/// key or a resize should bring rather than for a fixed time.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct BooksEndToEndTests {
    /// The `books` executable built beside the tests.
    let books: URL

    init() throws {
        books = try BuildProducts.executable(named: "books")
    }

    @Test(.requiresTmux) func startsOnTheListAndQuitsWithQ() async throws {
        let session = try await launchBooks()
        defer { session.close() }

        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    @Test(.requiresTmux) func theSortOrderIsKeptInTheSettingsAndComesBackAtTheNextStart() async throws {
        let config = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-books-settings-\(UUID().uuidString)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: config) }
        let environment = ["XDG_CONFIG_HOME": config.path]
        let first = try await launchBooks(environment: environment)
        defer { first.close() }
        // Tab gives the focus to the Sort button; Enter moves the list to the next order.
        try first.sendKeys("Tab", "Enter")
        let sorted = try await first.waitFor { $0.first?.hasSuffix("Sort: title  Add") == true }
        try #require(sorted != nil, "sorted by title\n\(TmuxSession.framed((try? first.screen()) ?? []))")
        try first.sendKeys("q")
        try await expectCleanExit(first)
        let file = config.appendingPathComponent("books").appendingPathComponent("storage.json")
        let saved = try String(contentsOf: file, encoding: .utf8)
        #expect(saved.contains("\"sortOrder\" : \"title\""), "\(saved)")

        let second = try TmuxSession(command: TmuxSession.shellQuoted(books.path), environment: environment)
        defer { second.close() }
        let again = try await second.waitFor(timeout: .seconds(15)) {
            $0.first?.hasSuffix("Sort: title  Add") == true
        }
        let shown = TmuxSession.framed((try? second.screen()) ?? [])
        #expect(again != nil, "the next start sorts by title\n\(shown)")
        try second.sendKeys("q")
    }

    @Test(.requiresTmux) func resizeRedrawsAtOnceDownToOneCell() async throws {
        let session = try await launchBooks()
        defer { session.close() }

        try session.resize(width: 40, height: 10)
        try await session.expectScreen(
            [
                " Books list          Sort: catalog  Add",
                "",
                " Harry Potter and the Chamber of Sec… ›",
                " The Da Vinci Code Mystery thriller   ›",
                " The Alchemist Fantasy   Paulo Coelho ›",
                " Don Quixote Satire Miguel de Cervan… ›",
                " Robinson Crusoe Adventure Daniel De… ›",
                " Gulliver's Travels Satire Jonathan … ›",
                " Candide Satire              Voltaire ›",
                " ↑↓ move  Enter open              1/\(Self.rowCount)",
            ], "the list redrawn at 40×10")
        try await session.expectFocus(onLine: 2)

        // One cell: the focused row, blank, in the focus bar; the highlight tells the new frame
        // from the old one cut down.
        try session.resize(width: 1, height: 1)
        try await session.expectScreen([""], "the list at 1×1")
        try await session.expectFocus(onLine: 0)

        try session.resize(width: 2, height: 3)
        try await session.expectScreen(["", "›", "›"], "the list at 2×3: only the accessories fit")
        try await session.expectFocus(onLine: 1)

        try session.resize(width: 12, height: 4)
        try await session.expectScreen(
            [" Book…  Add", " Harry P… ›", " The Da … ›", " The Alc… ›"], "the list at 12×4")
        try await session.expectFocus(onLine: 1)

        try session.resize(width: 80, height: 24)
        try await session.expectScreen(Self.list(focusedOn: 1), "the list back at 80×24")
        try await session.expectFocus(onLine: 2)

        try session.sendKeys("Down")
        try await session.expectScreen(Self.list(focusedOn: 2), "the focus on the second book")
        try await session.expectFocus(onLine: 3)
        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    @Test(.requiresTmux) func opensDetailsGoesBackToTheSameRowAndQuits() async throws {
        let session = try await launchBooks()
        defer { session.close() }

        try session.sendKeys("Down")
        try await session.expectScreen(Self.list(focusedOn: 2), "the focus on the second book")
        try await session.expectFocus(onLine: 3)

        try session.sendKeys("Enter")
        try await session.expectScreen(Self.secondBooksDetails, "the second book's details")

        try session.sendKeys("Escape")
        try await session.expectScreen(Self.list(focusedOn: 2), "the list again, the focus kept")
        try await session.expectFocus(onLine: 3)

        try session.sendKeys("Enter")
        try await session.expectScreen(Self.secondBooksDetails, "the second book's details again")

        try session.sendKeys("Escape")
        try await session.expectScreen(Self.list(focusedOn: 2), "the list after the second Escape")
        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    /// Three levels and more, by value links on a path-bound stack: the breadcrumb shows them
    /// all, and Esc brings the list back with the same row focused, scrolled where it was.
    @Test(.requiresTmux) func threeLevelsDeepWithTheBreadcrumbAndBackToTheSameRow() async throws {
        let session = try await launchBooks()
        defer { session.close() }
        try session.sendKeys("PageDown")
        try await session.expectScreen([Self.listHelp + Self.position(21)], from: 23, "one page down")
        try session.sendKeys("PageDown")
        try await session.expectScreen([Self.listHelp + Self.position(41)], from: 23, "two pages down")
        for row in 42...48 {
            try session.sendKeys("Down")
            try await session.expectScreen(
                [Self.listHelp + Self.position(row)], from: 23, "the focus on book \(row)")
        }
        let scrolled = Self.thirdPage + [Self.listHelp + Self.position(48)]
        try await session.expectScreen(scrolled, "the list scrolled by two pages, Dubliners focused")
        try await session.expectFocus(onLine: 9)

        try session.sendKeys("Enter")
        let details = [
            " ‹ Books list                      Dubliners",
            "",
            " Title: Dubliners",
            " Author: James Joyce                                                          ›",
            " Genre: Short stories",
            " Year: 1914",
            " Read",
        ]
        try await session.expectScreen(
            details + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"],
            "Dubliners' details")
        try await session.expectFocus(onLine: 3)
        try session.sendKeys("Enter")
        let authorsBooks = [
            " Books list › Dubliners › James Joyce",
            "",
            " Dubliners                                                               1914 ›",
            " A Portrait of the Artist as a Young Man                                 1916 ›",
            " Ulysses                                                                 1922 ›",
        ]
        let authorsHelp = " ↑↓ move  Enter open  Esc back  q quit"
        try await session.expectScreen(
            authorsBooks + Array(repeating: "", count: 18) + [
                authorsHelp + String(repeating: " ", count: 38) + "1/3"
            ],
            "the author's books, three levels deep")
        try session.sendKeys("Down")
        try await session.expectFocus(onLine: 3)
        try session.sendKeys("Down")
        try await session.expectFocus(onLine: 4)
        try session.sendKeys("Enter")
        try await session.expectScreen(
            [
                " Books list › Dubliners › James Joyce › Ulysses",
                "",
                " Title: Ulysses",
                " Author: James Joyce                                                          ›",
                " Genre: Modernist",
                " Year: 1922",
                " Read",
            ] + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"],
            "four levels deep")

        try session.sendKeys("Escape")
        try await session.expectScreen(
            authorsBooks + Array(repeating: "", count: 18) + [
                authorsHelp + String(repeating: " ", count: 38) + "3/3"
            ],
            "the author's books again, Ulysses focused")
        try await session.expectFocus(onLine: 4)
        try session.sendKeys("Escape")
        try await session.expectScreen(
            details + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"],
            "Dubliners' details again")
        try session.sendKeys("Escape")
        try await session.expectScreen(scrolled, "the list as it was left: scrolled, the same book focused")
        try await session.expectFocus(onLine: 9)
        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    /// `--path` opens a book's details before the first frame; Esc finds the list on that book.
    @Test(.requiresTmux) func aPathOpensDeepAndEscReturnsToItsRow() async throws {
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(books.path) + " --path "
                + TmuxSession.shellQuoted("The Alchemist"))
        defer { session.close() }
        try await session.expectScreen(
            [
                " ‹ Books list                    The Alchemist",
                "",
                " Title: The Alchemist",
                " Author: Paulo Coelho                                                         ›",
                " Genre: Fantasy",
                " Year: 1988",
                " Read",
            ] + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"],
            "The Alchemist's details",
            timeout: .seconds(15))
        try session.sendKeys("Escape")
        try await session.expectScreen(Self.list(focusedOn: 3), "the list on The Alchemist")
        try await session.expectFocus(onLine: 4)
        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    /// A path that matches no row stops books before it draws: one line on standard error, status
    /// 2, the terminal as it was.
    @Test(.requiresTmux) func aPathMatchingNothingExits2WithOneLineAndTheTerminalUntouched() async throws {
        let output = try CommandRunner.run(
            books, arguments: ["--path", "No such book"], environment: environment)
        #expect(output.status == 2 && !output.wasSignaled, "\(output)")
        #expect(output.standardOutput.isEmpty, "stdout: \(output.standardOutput)")
        let message = try #require(oneLine(output.standardError), "stderr: \(output.standardError)")
        #expect(
            message.hasPrefix(
                "books: path level 1 \"No such book\" on \"Books list\" matches no row; rows include "
                    + "\"Harry Potter and the Chamber of Secrets Fantasy\", \"The Da Vinci Code Mystery thriller\""
            ),
            "stderr: \(message)")

        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(books.path) + " --path "
                + TmuxSession.shellQuoted("No such book"))
        defer { session.close() }
        let ended = try await session.waitForExit()
        let shown = try ended?.lines ?? session.screen()
        let (report, lines) = try #require(ended, "books did not end\n\(TmuxSession.framed(shown))")
        #expect(
            report == TmuxSession.ExitReport(code: 2, terminalRestored: true), "\(TmuxSession.framed(lines))")
        #expect(lines.first?.hasPrefix("books: path level 1") == true, "\(TmuxSession.framed(lines))")
        #expect(!lines.has("Books list  "), "nothing was drawn\n\(TmuxSession.framed(lines))")
    }

    /// SIGTERM and SIGHUP end the app; SIGILL is what a Swift runtime trap raises on Linux.
    @Test(.requiresTmux, arguments: [SIGTERM, SIGHUP, SIGILL])
    func aSignalGivesTheTerminalBack(signal: Int32) async throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("termnav-e2e-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let pidFile = directory.appendingPathComponent("books.pid")
        // The inner shell writes its pid, then becomes books: the pid is books's, and books keeps
        // the terminal as its standard input (a background job would get /dev/null).
        let command =
            #"sh -c 'echo $$ > "$1"; exec "$0"' "#
            + "\(TmuxSession.shellQuoted(books.path)) \(TmuxSession.shellQuoted(pidFile.path))"
        // Swift's crash reporter would otherwise wait for a key after a crash signal.
        let session = try await launchBooks(command: command, environment: ["SWIFT_BACKTRACE": "enable=no"])
        defer { session.close() }
        try session.sendKeys("Down")
        try await session.expectScreen(Self.list(focusedOn: 2), "the focus on the second book")
        try session.sendKeys("Enter")
        try await session.expectScreen(Self.secondBooksDetails, "the second book's details")

        let written = try String(contentsOf: pidFile, encoding: .utf8)
        let pid = try #require(
            Int32(written.trimmingCharacters(in: .whitespacesAndNewlines)), "pid file: \(written)")
        try #require(kill(pid, signal) == 0, "kill -\(signal) \(pid) failed: errno \(errno)")

        let ended = try await session.waitForExit()
        let shown = try ended?.lines ?? session.screen()
        let (report, lines) = try #require(
            ended, "books did not end after signal \(signal)\n\(TmuxSession.framed(shown))")
        #expect(report.terminalRestored, "stty modes changed\n\(TmuxSession.framed(lines))")
        #expect(
            report.code == 128 + Int(signal),
            "expected death by signal \(signal) (exit \(128 + Int(signal)))\n\(TmuxSession.framed(lines))")
        #expect(
            !lines.has("Books list") && !lines.has("Author:"),
            "the alternate screen was not left\n\(TmuxSession.framed(lines))")
        // Line 0 holds the shell's note on the signal, in words of its own ("Terminated").
        try await session.expectScreen(
            Self.exitScreen(report), from: 1,
            "the alternate screen left: the shell's screen, only the exit report below the shell's note")
    }

    @Test func badGenerateValueIsAUsageError() throws {
        let output = try CommandRunner.run(books, arguments: ["--generate", "abc"], environment: environment)
        #expect(output.status == 2 && !output.wasSignaled, "\(output)")
        #expect(output.standardOutput.isEmpty, "stdout: \(output.standardOutput)")
        let message = try #require(oneLine(output.standardError), "stderr: \(output.standardError)")
        #expect(message.contains("abc"), "stderr: \(message)")
    }

    @Test func withoutATerminalItRunsInTheLinearModeAndExits0() throws {
        let output = try CommandRunner.run(
            books, arguments: [], environment: environment, standardInput: "/dev/null")
        #expect(output.status == 0 && !output.wasSignaled, "\(output)")
        #expect(
            output.standardOutput.hasPrefix("Books list, 205 items. "),
            "stdout: \(output.standardOutput.debugDescription)")
    }

    /// The Add button's form, filled in with the keys and the text a user types: the terminal's
    /// cursor in the field being edited, Save in the toolbar, the book on the list after it, and
    /// q quitting cleanly afterwards.
    @Test(.requiresTmux) func addingABookByTheKeysPutsItOnTheList() async throws {
        let session = try await launchBooks()
        defer { session.close() }

        // Tab to Sort, Tab to Add, Enter: the form, editing the title at once.
        try session.sendKeys("Tab", "Tab", "Enter")
        try await session.expectScreen(Self.newBookForm(), "the empty form")
        try await expectCursor(session, x: 1, y: 3, "in the empty title field")

        // Typed: q and j are text here, not quit and down.
        try session.sendText("Dune Messiah, qj")
        try await session.expectScreen(Self.newBookForm(title: "Dune Messiah, qj"), "the title typed")
        try await expectCursor(session, x: 17, y: 3, "after the typed title")
        try session.sendKeys("BSpace", "BSpace", "BSpace", "BSpace")
        try await session.expectScreen(Self.newBookForm(title: "Dune Messiah"), "four characters rubbed out")
        try await expectCursor(session, x: 13, y: 3, "after the title")
        try session.sendKeys("Tab")
        try await expectCursor(session, x: 1, y: 4, "Tab: in the author field")
        try session.paste("Frank Herbert")
        try await session.expectScreen(
            Self.newBookForm(title: "Dune Messiah", author: "Frank Herbert"), "the author pasted")
        try await expectCursor(session, x: 14, y: 4, "after the pasted author")

        // The genre: the picker pushes the genres, Down to Science fiction, Enter chooses it.
        try session.sendKeys("Tab", "Enter")
        let pushed = try await session.waitFor { $0.first == " Books list › New book › Genre" }
        try #require(pushed != nil, "the genres\n\(TmuxSession.framed((try? session.screen()) ?? []))")
        let genres = Library.catalog(Catalog.books).genres
        let science = try #require(genres.firstIndex(of: "Science fiction"))
        for _ in 0..<science { try session.sendKeys("Down") }
        try await session.expectScreen(
            [
                Self.helpLine(" ↑↓ move  Enter open  Esc back  q quit", row: science + 1, of: genres.count)
            ],
            from: 23, "Science fiction focused")
        try session.sendKeys("Enter")
        // The year, stepped down 31 years; Read, flipped on with Space.
        try session.sendKeys("Tab")
        for _ in 0..<31 { try session.sendKeys("Left") }
        try session.sendKeys("Tab", "Space")
        try await session.expectScreen(
            Self.newBookForm(
                title: "Dune Messiah", author: "Frank Herbert", genre: "Science fiction", year: 1969,
                read: "[ on]",
                help: " ↑↓ move  Esc back  Tab Save  q quit  Space/Enter flip                      5/5"),
            "the form filled in")
        let hidden = try session.cursor()
        #expect(!hidden.isVisible, "no cursor out of the fields: \(hidden)")

        // Tab to Save, Enter: the list again, the book last in the catalog's order.
        try session.sendKeys("Tab", "Enter")
        try await session.expectScreen(
            Array(Self.list(focusedOn: 1).prefix(23)) + [
                Self.listHelp + Self.position(1, of: Self.rowCount + 1)
            ],
            "the list again, one book more")
        try session.sendKeys("Down", "End")
        try await session.expectScreen(
            [
                " The Overstory Literary fiction                                Richard Powers ›",
                " Dune Messiah Science fiction                                   Frank Herbert ›",
                " About                                                                        ⓘ",
                " ↑↓ move  Enter open  i info  Tab Sort: catalog/Add  q quit             206/206",
            ], from: 20, "the added book before About")
        try session.sendKeys("Up", "Enter")
        try await session.expectScreen(
            [
                " ‹ Books list                     Dune Messiah",
                "",
                " Title: Dune Messiah",
                " Author: Frank Herbert                                                        ›",
                " Genre: Science fiction",
                " Year: 1969",
                " Read                                                                         ✓",
            ] + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"],
            "the added book's details")
        try session.sendKeys("Escape")
        try await session.expectFocus(onLine: 21)
        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    /// Esc in the form: the first ends the title's editing, the second goes back, adding nothing.
    @Test(.requiresTmux) func escapeLeavesTheFormWithoutAddingABook() async throws {
        let session = try await launchBooks()
        defer { session.close() }
        try session.sendKeys("Tab", "Tab", "Enter")
        try await session.expectScreen(Self.newBookForm(), "the empty form")
        try session.sendText("Draft")
        try await session.expectScreen(Self.newBookForm(title: "Draft"), "the title typed")
        try session.sendKeys("Escape")
        try await session.expectScreen(
            [Self.helpLine(" ↑↓ move  Enter edit  Esc back  Tab Save  q quit", row: 1, of: 5)], from: 23,
            "editing ended, the focus on the title")
        try session.sendKeys("Escape")
        try await session.expectScreen(Self.list(focusedOn: 1), "the list as it was, no book added")
        try session.sendKeys("q")
        try await expectCleanExit(session)
    }

    #if os(Linux)
        /// `import TermNav` loads Foundation, as `import SwiftUI` does, but not FoundationNetworking
        /// (libcurl and its TLS libraries): the libraries the dynamic loader would map for
        /// `books`, listed by the loader itself.
        @Test func itLoadsFoundationButNotItsNetworking() throws {
            let output = try CommandRunner.run(
                books, arguments: [], environment: ["LD_TRACE_LOADED_OBJECTS": "1"])
            #expect(output.status == 0 && !output.wasSignaled, "\(output)")
            let libraries = output.standardOutput.split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
            }
            #expect(libraries.contains { $0.hasPrefix("libswiftCore") }, "\(libraries)")
            #expect(libraries.contains { $0.hasPrefix("libncursesw") }, "\(libraries)")
            #expect(libraries.contains { $0.hasPrefix("libFoundation.so") }, "\(libraries)")
            #expect(!libraries.contains { $0.contains("FoundationNetworking") }, "\(libraries)")
            #expect(!libraries.contains { $0.contains("libcurl") }, "\(libraries)")
        }
    #endif

    // MARK: Screens

    /// The list at 80×24, its first 21 books shown, the help line counting the focus as book
    /// `position` of the catalog (the highlight is checked apart, with
    /// ``TmuxSession/expectFocus(onLine:timeout:sourceLocation:)``).
    static func list(focusedOn position: Int) -> [String] {
        [
            " Books list                                                  Sort: catalog  Add",
            "",
            " Harry Potter and the Chamber of Secrets Fantasy                J. K. Rowling ›",
            " The Da Vinci Code Mystery thriller                                 Dan Brown ›",
            " The Alchemist Fantasy                                           Paulo Coelho ›",
            " Don Quixote Satire                                       Miguel de Cervantes ›",
            " Robinson Crusoe Adventure                                       Daniel Defoe ›",
            " Gulliver's Travels Satire                                     Jonathan Swift ›",
            " Candide Satire                                                      Voltaire ›",
            " Sense and Sensibility Romance                                    Jane Austen ›",
            " Pride and Prejudice Romance                                      Jane Austen ›",
            " Emma Romance                                                     Jane Austen ›",
            " Frankenstein Gothic fiction                                     Mary Shelley ›",
            " Notre-Dame de Paris Historical fiction                           Victor Hugo ›",
            " A Christmas Carol Novella                                    Charles Dickens ›",
            " The Three Musketeers Adventure                               Alexandre Dumas ›",
            " The Count of Monte Cristo Adventure                          Alexandre Dumas ›",
            " Jane Eyre Gothic fiction                                    Charlotte Brontë ›",
            " Wuthering Heights Gothic fiction                                Emily Brontë ›",
            " The Scarlet Letter Historical fiction                    Nathaniel Hawthorne ›",
            " Moby-Dick Adventure                                          Herman Melville ›",
            " A Tale of Two Cities Historical fiction                      Charles Dickens ›",
            " On the Origin of Species Science                              Charles Darwin ›",
            Self.listHelp + Self.position(position),
        ]
    }

    /// The second book's details at 80×24.
    static let secondBooksDetails =
        [
            " ‹ Books list                  The Da Vinci Code",
            "",
            " Title: The Da Vinci Code",
            " Author: Dan Brown                                                            ›",
            " Genre: Mystery thriller",
            " Year: 2003",
            " Read",
        ] + Array(repeating: "", count: 16) + [" ↑↓ move  Enter open  Esc back  q quit"]

    /// The New book form at 80×24, as the Add button opens it and as it is filled in.
    static func newBookForm(
        title: String = "Title", author: String = "Author", genre: String = "Absurdist fiction",
        year: Int = 2000, read: String = "[off]", help: String = " Enter done  Esc leave  Tab next"
    ) -> [String] {
        func line(_ left: String, _ right: String) -> String {
            " " + left + String(repeating: " ", count: 78 - left.count - right.count) + right
        }
        return [
            " ‹ Books list                       New book                               Save",
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

    /// A help line at 80 columns with the focus's position at the right.
    static func helpLine(_ help: String, row: Int, of count: Int) -> String {
        let text = "\(row)/\(count)"
        return help + String(repeating: " ", count: max(0, 80 - 1 - help.count - text.count)) + text
    }

    /// The terminal after the program ended: the shell's screen back, blank but for what the
    /// session's wrapper prints, a blank line and the exit report.
    static func exitScreen(_ report: TmuxSession.ExitReport) -> [String] {
        ["", "[exit:\(report.code) tty:\(report.terminalRestored ? "same" : "changed")]"]
    }

    /// The rows of the list: every book, then About.
    static let rowCount = Catalog.books.count + 1

    /// The list's help line at 80 columns, before the position.
    static let listHelp = " ↑↓ move  Enter open  Tab Sort: catalog/Add  q quit"

    /// The list at 80×24 scrolled by two pages: books 41 to 61.
    static let thirdPage = [
        " Books list                                                  Sort: catalog  Add",
        "",
        " Dracula Horror                                                   Bram Stoker ›",
        " The War of the Worlds Science fiction                            H. G. Wells ›",
        " Heart of Darkness Novella                                      Joseph Conrad ›",
        " The Wonderful Wizard of Oz Children's                          L. Frank Baum ›",
        " The Call of the Wild Adventure                                   Jack London ›",
        " 吾輩は猫である (I Am a Cat) Satire                                  夏目漱石 ›",
        " Anne of Green Gables Children's                             L. M. Montgomery ›",
        " Dubliners Short stories                                          James Joyce ›",
        " こころ (Kokoro) Literary fiction                                    夏目漱石 ›",
        " The Metamorphosis Novella                                        Franz Kafka ›",
        " A Portrait of the Artist as a Young Man Modernist                James Joyce ›",
        " 狂人日记 (A Madman's Diary) Short stories                               鲁迅 ›",
        " Ulysses Modernist                                                James Joyce ›",
        " Siddhartha Philosophical fiction                               Hermann Hesse ›",
        " The Magic Mountain Literary fiction                              Thomas Mann ›",
        " The Great Gatsby Literary fiction                        F. Scott Fitzgerald ›",
        " Mrs Dalloway Modernist                                        Virginia Woolf ›",
        " The Trial Absurdist fiction                                      Franz Kafka ›",
        " The Sun Also Rises Literary fiction                         Ernest Hemingway ›",
        " The Murder of Roger Ackroyd Detective fiction                Agatha Christie ›",
        " To the Lighthouse Modernist                                   Virginia Woolf ›",
    ]

    /// The position at the right of the list's help line, `41/205`, padded as the screen shows it.
    static func position(_ row: Int, of count: Int = rowCount) -> String {
        let text = "\(row)/\(count)"
        return String(repeating: " ", count: max(0, 80 - 1 - listHelp.count - text.count)) + text
    }

    // MARK: Helpers

    /// Starts `books` in a new 80×24 terminal and waits for its list, the first book focused.
    /// - Parameters:
    ///   - command: The shell command that runs `books`; `books` itself when `nil`.
    ///   - environment: Variables for the command, over ``TmuxSession/defaultEnvironment``.
    ///   - sourceLocation: Where the test starts it; the caller's by default.
    /// - Returns: The session, for the test to close.
    /// - Throws: When tmux fails, or the list does not come.
    private func launchBooks(
        command: String? = nil, environment: [String: String] = [:],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TmuxSession {
        let session = try TmuxSession(
            command: command ?? TmuxSession.shellQuoted(books.path), environment: environment)
        try await session.expectScreen(
            Self.list(focusedOn: 1), "the list at launch", timeout: .seconds(15),
            sourceLocation: sourceLocation)
        try await session.expectFocus(onLine: 2, sourceLocation: sourceLocation)
        return session
    }

    /// Waits for the pane's cursor to show at a cell; fails the test at the caller when it does
    /// not come there in time.
    private func expectCursor(
        _ session: TmuxSession, x: Int, y: Int, _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for _ in 0..<100 {
            if try session.cursor() == (x: x, y: y, isVisible: true) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("\(comment): the cursor is at \(try session.cursor())", sourceLocation: sourceLocation)
    }

    /// This process's environment with a UTF-8 locale and a usable `TERM`.
    private var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(TmuxSession.defaultEnvironment) { _, new in new }
    }

    /// The text without its final newline, when it is exactly one non-empty line.
    private func oneLine(_ text: String) -> String? {
        let line = text.hasSuffix("\n") ? String(text.dropLast()) : text
        return line.isEmpty || line.contains("\n") ? nil : line
    }

    /// Waits for the program to end and expects exit code 0, the tty modes restored and the
    /// alternate screen left: the shell's screen, with only the exit report on it.
    private func expectCleanExit(
        _ session: TmuxSession, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let ended = try await session.waitForExit()
        let shown = try ended?.lines ?? session.screen()
        let (report, lines) = try #require(
            ended, "the program did not end\n\(TmuxSession.framed(shown))", sourceLocation: sourceLocation)
        #expect(
            report == TmuxSession.ExitReport(code: 0, terminalRestored: true),
            "expected [exit:0 tty:same]\n\(TmuxSession.framed(lines))", sourceLocation: sourceLocation)
        try await session.expectScreen(
            Self.exitScreen(report),
            "the alternate screen left: the shell's screen, only the exit report on it",
            sourceLocation: sourceLocation)
    }
}
