import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore
@testable import books

/// The focus bar: on a terminal with colours, the theme's colour behind every cell of the focused
/// row, under one text colour, bold and dim kept, no reverse video but for bold black text below
/// 256 colours; reverse video on a terminal without colours and with the monochrome theme.
@MainActor @Suite struct FocusBarTests {
    /// The books list's screen at 60 columns: each row a title, a bold genre and a dim author.
    static let screen = [
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
        " ↑↓ move  Enter open  Tab Sort: catalog/Add  q quit   1/\(Catalog.books.count + 1)",
    ]

    /// The cells of a line of the screen.
    static func cells(of driver: TestDriver, line y: Int) -> [TestDriver.Cell] {
        (0..<60).map { driver.cell(x: $0, y: y) }
    }

    @Test func withColoursTheBarIsCyanBehindBlackTextBoldAndDimKeptNoReverseVideo() throws {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 60, height: 12)
        driver.expectScreen(Self.screen)
        #expect(driver.focusedLine == Self.screen[2])
        let bar = Self.cells(of: driver, line: 2)
        #expect(bar.allSatisfy { $0.backgroundColor == .cyan && !$0.isReverse }, "one uniform bar")
        let genre = try #require(driver.cells(of: "Fantasy"))
        #expect(genre.allSatisfy { $0.isBold && $0.foregroundColor == .black && $0.backgroundColor == .cyan })
        let title = try #require(driver.cells(of: "Harry Potter"))
        #expect(title.allSatisfy { !$0.isBold && !$0.isDim && $0.foregroundColor == .black })
        // The author is dim, in the bar's black: grey would hardly read on cyan.
        let author = try #require(driver.cells(of: "J. K. R"))
        #expect(author.allSatisfy { $0.isDim && $0.foregroundColor == .black && $0.backgroundColor == .cyan })
        let chevron = driver.cell(x: 58, y: 2)
        #expect(
            chevron.grapheme == "›" && chevron.foregroundColor == .black,
            "the accessory takes the bar's text colour")
        // The rows without the focus keep their own look.
        let next = Self.cells(of: driver, line: 3)
        #expect(next.allSatisfy { $0.backgroundColor == .default && !$0.isReverse })
        #expect(driver.cell(x: 58, y: 3).foregroundColor == .cyan)
        #expect(
            try #require(driver.cells(of: "Dan Brown")).allSatisfy {
                $0.isDim && $0.foregroundColor == .default
            })
    }

    @Test func theBarMovesWithTheFocus() {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 60, height: 12)
        driver.press(.downArrow)
        #expect(driver.focusedLine == Self.screen[3])
        #expect(Self.cells(of: driver, line: 3).allSatisfy { $0.backgroundColor == .cyan })
        #expect(
            Self.cells(of: driver, line: 2).allSatisfy { $0.backgroundColor == .default && !$0.isReverse })
        #expect(driver.cell(x: 58, y: 2).foregroundColor == .cyan, "the accessory has its colour back")
    }

    @Test func withoutColoursTheBarIsReverseVideoBoldAndDimKept() throws {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 60, height: 12, colors: false)
        driver.expectScreen(Self.screen)
        #expect(driver.focusedLine == Self.screen[2])
        let bar = Self.cells(of: driver, line: 2)
        #expect(
            bar.allSatisfy {
                $0.isReverse && $0.backgroundColor == .default && $0.foregroundColor == .default
            })
        #expect(try #require(driver.cells(of: "Fantasy")).allSatisfy { $0.isBold && $0.isReverse })
        #expect(try #require(driver.cells(of: "J. K. R")).allSatisfy { $0.isDim && $0.isReverse })
        #expect(!driver.cell(x: 1, y: 3).isReverse)
    }

    @Test func theMonochromeThemeDrawsTheBarInReverseVideo() throws {
        let driver = TestDriver(
            BooksList(books: Catalog.books).terminalTheme(.monochrome), width: 60, height: 12)
        driver.expectScreen(Self.screen)
        let bar = Self.cells(of: driver, line: 2)
        #expect(
            bar.allSatisfy {
                $0.isReverse && $0.backgroundColor == .default && $0.foregroundColor == .default
            })
        #expect(try #require(driver.cells(of: "Fantasy")).allSatisfy { $0.isBold && $0.isReverse })
        #expect(try #require(driver.cells(of: "J. K. R")).allSatisfy { $0.isDim && $0.isReverse })
    }

    /// A row of text the app coloured, a background the app set, and a dim word.
    struct Coloured: View {
        var body: some View {
            List {
                HStack(spacing: 1) {
                    Text("plain")
                    Text("red").foregroundColor(.red)
                    Text("boxed").background(.yellow)
                    Text("quiet").foregroundStyle(.secondary)
                }
                Text("next")
            }
        }
    }

    @Test func colourTheAppGaveKeepsReverseVideoInTheBar() throws {
        let driver = TestDriver(Coloured(), width: 30, height: 6)
        driver.expectScreen([" plain red boxed quiet", " next", "", "", "", " ↑↓ move  q quit          1/2"])
        #expect(driver.focusedLine == " plain red boxed quiet")
        let plain = try #require(driver.cells(of: "plain"))
        #expect(
            plain.allSatisfy { $0.foregroundColor == .black && $0.backgroundColor == .cyan && !$0.isReverse })
        // The app's text colour shows as its background, in reverse video, as before the bar had
        // colours; a background of the app's is the text colour on the bar's.
        let red = try #require(driver.cells(of: "red"))
        #expect(
            red.allSatisfy { $0.foregroundColor == .red && $0.backgroundColor == .default && $0.isReverse })
        let boxed = try #require(driver.cells(of: "boxed"))
        #expect(
            boxed.allSatisfy { $0.foregroundColor == .cyan && $0.backgroundColor == .yellow && $0.isReverse })
        let quiet = try #require(driver.cells(of: "quiet"))
        #expect(quiet.allSatisfy { $0.isDim && $0.foregroundColor == .black && $0.backgroundColor == .cyan })
    }

    @Test func aDarkBarTakesWhiteText() throws {
        let theme = TerminalTheme(focusedRow: .blue)
        let driver = TestDriver(
            BooksList(books: Catalog.books).terminalTheme(theme), width: 60, height: 12)
        let bar = Self.cells(of: driver, line: 2)
        #expect(
            bar.allSatisfy { $0.backgroundColor == .blue && $0.foregroundColor == .white && !$0.isReverse })
        #expect(
            try #require(driver.cells(of: "J. K. R")).allSatisfy { $0.isDim && $0.foregroundColor == .white })
    }

    @Test func eachColourOfTheBarHasItsTextColour() {
        let style = Style(attributes: .bold)
        let dim = Style(attributes: .dim)
        for color in [Color.default, .primary, .secondary, .clear] + Color.named {
            let bar = FocusBar(color: color, colorCount: 256)
            let drawn = bar.style(for: style)
            switch color.kind {
            case .adaptive, .rgb:
                Issue.record("\(color) is not a named colour")
            case .terminalDefault, .primary, .secondary, .clear:
                #expect(drawn == Style(attributes: [.bold, .reverse]), "\(color): reverse video")
            case .black, .red, .blue, .magenta, .purple, .indigo, .brown:
                #expect(drawn == Style(attributes: .bold, foreground: .white, background: color), "\(color)")
                #expect(bar.style(for: dim).foreground == .white)
            case .gray, .green, .yellow, .cyan, .white, .orange, .pink, .mint, .teal:
                #expect(drawn == Style(attributes: .bold, foreground: .black, background: color), "\(color)")
                #expect(bar.style(for: dim) == Style(attributes: .dim, foreground: .black, background: color))
            }
        }
    }

    @Test func belowTwoHundredFiftySixColoursBoldTextOnALightBarIsReversedSoItStaysBlack() {
        let bold = Style(attributes: .bold)
        let dim = Style(attributes: .dim)
        for count in [8, 16] {
            let bar = FocusBar(color: .cyan, colorCount: count)
            #expect(
                bar.style(for: bold)
                    == Style(attributes: [.bold, .reverse], foreground: .cyan, background: .black),
                "on \(count) colours")
            #expect(bar.style(for: dim) == Style(attributes: .dim, foreground: .black, background: .cyan))
            #expect(bar.style(for: .plain) == Style(foreground: .black, background: .cyan))
        }
        // White text stays white in bold: the bright white a terminal may show reads as well.
        #expect(
            FocusBar(color: .blue, colorCount: 8).style(for: bold)
                == Style(attributes: .bold, foreground: .white, background: .blue))
        #expect(FocusBar(color: .cyan, colorCount: 0).style(for: dim) == Style(attributes: [.dim, .reverse]))
        #expect(FocusBar(color: .cyan, colorCount: 0) == .reverseVideo)
    }

    @Test func onEightColoursTheBoldGenreIsBlackOnTheBarColour() throws {
        let driver = TestDriver(BooksList(books: Catalog.books), width: 60, height: 12, colorCount: 8)
        driver.expectScreen(Self.screen)
        #expect(driver.focusedLine == Self.screen[2])
        // The bold genre: the bar's cyan as its text colour, black behind it, in reverse video,
        // so a terminal that brightens bold text brightens the cyan, not the black.
        let genre = try #require(driver.cells(of: "Fantasy"))
        #expect(
            genre.allSatisfy {
                $0.isBold && $0.isReverse && $0.foregroundColor == .cyan && $0.backgroundColor == .black
            })
        let title = try #require(driver.cells(of: "Harry Potter"))
        #expect(
            title.allSatisfy {
                !$0.isBold && !$0.isReverse && $0.foregroundColor == .black && $0.backgroundColor == .cyan
            })
        let author = try #require(driver.cells(of: "J. K. R"))
        #expect(author.allSatisfy { $0.isDim && $0.foregroundColor == .black && $0.backgroundColor == .cyan })
        // A bold genre out of the bar keeps its own look.
        #expect(try #require(driver.cells(of: "Mystery")).allSatisfy { $0.isBold && !$0.isReverse })
    }

    /// A tab view of two tabs.
    struct Tabs: View {
        var body: some View {
            TabView {
                Text("Letters").tabItem { Label("Inbox", systemImage: "tray") }
                Text("Drafts").tabItem { Label("Sent", systemImage: "paperplane") }
            }
        }
    }

    @Test func onEightColoursTheSelectedTabIsBlackOnTheBarColour() throws {
        let driver = TestDriver(Tabs(), width: 30, height: 6, colorCount: 8)
        driver.expectScreen([
            "",
            "           Letters",
            "",
            "",
            " [▤ Inbox]  ➤ Sent",
            " C-PgDn tab  q quit",
        ])
        let tab = try #require(driver.cells(of: "[▤ Inbox]"))
        #expect(
            tab.allSatisfy {
                $0.isBold && $0.isReverse && $0.foregroundColor == .cyan && $0.backgroundColor == .black
            })
    }

}
