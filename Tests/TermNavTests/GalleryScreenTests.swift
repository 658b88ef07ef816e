import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery app as a user sees it, driven headlessly: text of every display width, each row's
/// accessory in the last column but one.
@MainActor @Suite struct GalleryScreenTests {
    /// A row as the screen shows it: the label, padded to the accessory's column.
    /// - Parameters:
    ///   - label: The label.
    ///   - width: The label's display width, as TermNav counts it.
    ///   - accessory: The accessory, one column wide.
    static func row(_ label: String, width: Int, _ accessory: String = "›") -> String {
        " " + label + String(repeating: " ", count: 77 - width) + accessory
    }

    static let widthsScreen = [
        " ‹ Gallery                           Widths",
        "",
        row("Latin: Hello, world", width: 19),
        row("Accented: café, naïve, Ångström", width: 31),
        row("Decomposed: cafe\u{301}, nai\u{308}ve", width: 23),
        row("CJK: 日本語のテキスト", width: 21),
        row("Hangul: 한국어 텍스트", width: 21),
        row("Combining: a\u{332}b\u{332}c\u{332} x\u{20DD}", width: 16),
        row("ZWJ: 👩‍💻 coder, 👨‍👩‍👧 family", width: 24),
        row("Flags: 🇯🇵 Japan, 🇫🇷 France", width: 26),
        row("Skin tone: 👍🏽 thumbs up", width: 23),
        row("VS16: ❤️ red heart, ☺️ smile", width: 28),
        row("Fullwidth: Ａｂｃ１２３", width: 23, "ⓘ"),
        row("Mixed: é日👍🏽🇫🇷한❤️👩‍💻x", width: 21),
        " Cut: " + String(repeating: "👍🏽", count: 35) + "… ›",
        "", "", "", "", "", "", "", "",
        " ↑↓ move  Enter open  Esc back  q quit                                     1/13",
    ]

    @Test func theRootListsEveryScreen() {
        let driver = TestDriver(app: GalleryApp())
        let screens = [
            "Widths", "Accessories", "Values", "Lines", "Styles", "Dialogs", "Grid", "Scrolling", "Controls",
            "Status", "Menus", "Outlines", "Tabs", "Look",
        ]
        driver.expectScreen(
            [" Gallery", ""] + screens.map { Self.row($0, width: $0.count) }
                + Array(repeating: "", count: 21 - screens.count) + [
                    " ↑↓ move  Enter open  q quit                                               1/14"
                ])
        #expect(driver.title == "Gallery")
    }

    @Test func widthsKeepsEveryAccessoryInOneColumn() {
        let driver = TestDriver(app: GalleryApp())
        driver.press(.return)
        #expect(driver.title == "Widths")
        driver.expectScreen(Self.widthsScreen)
    }

    @Test func aRowPushesItsScalars() {
        let driver = TestDriver(app: GalleryApp())
        driver.press(.return)
        for _ in 0..<6 { driver.press(.downArrow) }
        driver.press(.return)
        #expect(driver.title == "ZWJ")
        #expect(driver.lines.contains(" U+1F469"))
        #expect(driver.lines.contains(" U+200D"))
    }

    @Test func inASCIIEveryAccessoryIsInOneColumnToo() {
        let driver = TestDriver(app: GalleryApp(), unicode: false)
        driver.press(.return)
        // Each row's accessory ends in the column but one: twelve `>`, one `(i)`.
        driver.expectLines(
            [
                " Latin: Hello, world                                                          >",
                " Accented: caf?, na?ve, ?ngstr?m                                              >",
                " Decomposed: cafe?, nai?ve                                                    >",
                " CJK: ????????                                                                >",
                " Hangul: ??? ???                                                              >",
                " Combining: a?b?c? x?                                                         >",
                " ZWJ: ??? coder, ????? family                                                 >",
                " Flags: ?? Japan, ?? France                                                   >",
                " Skin tone: ?? thumbs up                                                      >",
                " VS16: ?? red heart, ?? smile                                                 >",
                " Fullwidth: ??????                                                          (i)",
                " Mixed: ????????????x                                                         >",
                " Cut: ??????????????????????????????????????????????????????????????????????~ >",
            ], from: 2)
    }

    @Test(arguments: [
        "Widths", "Accessories", "Values", "Lines", "Styles", "Dialogs", "Grid", "Scrolling", "Controls",
        "Status", "Menus", "Outlines", "Tabs", "Look",
    ])
    func everyScreenOpensByItsLabel(title: String) throws {
        let driver = TestDriver(app: GalleryApp())
        try driver.follow(path: [title])
        // The Tabs screen takes its shown tab's title.
        #expect(driver.titles == ["Gallery", title == "Tabs" ? "Inbox" : title])
        driver.press(.end, .home, .escape)
        // On Controls the first text field was being edited: that Esc left it, the next goes back.
        if title == "Controls" { driver.press(.escape) }
        #expect(driver.depth == 1)
    }

    @Test func theAccessoriesScreensDetailRowsAnswerI() {
        let driver = TestDriver(app: GalleryApp(), width: 60, height: 16)
        driver.press(.downArrow, .return, .downArrow, .downArrow, "i")
        driver.expectLines([" i on the detail row"], from: 11)
        driver.press(.return)
        driver.expectLines([" Enter on the detail row"], from: 11)
        driver.press(.downArrow, "i")
        driver.expectLines([" i on the link row"], from: 11)
    }

    @Test func theGridScreenIsAPhotoGrid() {
        let driver = TestDriver(app: GalleryApp(), width: 40, height: 12)
        try? driver.follow(path: ["Grid"])
        driver.expectScreen([
            " ‹ Gallery        Grid",
            "",
            "      ♡            ⚐            ⌂",
            "    IMG_1        IMG_2        IMG_3",
            "",
            "      ☆            ♡            ⚐",
            "    IMG_4        IMG_5        IMG_6",
            "",
            "      ⌂            ☆            ♡",
            "    IMG_7        IMG_8        IMG_9",
            "",
            " ↑↓ move  Enter open  Esc back     1/60",
        ])
        driver.press(.rightArrow, .downArrow, .return)
        #expect(driver.titles == ["Gallery", "Grid", "IMG_5"])
        driver.press(.escape)
        #expect(driver.focusedText == "♡ IMG_5")
    }
}

/// The gallery's Scrolling screen: a carousel, a geometry reader and a wide table.
@MainActor @Suite struct GalleryScrollingTests {
    @Test func theCarouselAndTheReaderAtEightyColumns() throws {
        let driver = TestDriver(app: GalleryApp(), height: 10)
        try driver.follow(path: ["Scrolling"])
        driver.expectScreen([
            " ‹ Gallery                         Scrolling",
            "",
            "",
            " Genre: none",
            " Fantasy Mystery Romance Science fiction History Poetry Travel",
            " A wide table",
            " Offered 78 columns: side by side",
            "",
            "",
            " ↑↓ move  ←→ scroll  Enter open  Esc back  q quit",
        ])
        #expect(driver.focusedText == "Fantasy")
        driver.press(.rightArrow, .rightArrow, .rightArrow, .return)
        driver.expectLines([" Genre: Science fiction"], from: 3)
    }

    @Test(arguments: [true, false]) func theWideTableScrollsSideways(unicode: Bool) throws {
        let driver = TestDriver(app: GalleryApp(), width: 40, height: 8, unicode: unicode)
        try driver.follow(path: ["Scrolling", "A wide table"])
        let e = unicode ? "…" : "~"
        let bar = unicode ? " Gallery › Scrolling › Planets" : " Gallery > Scrolling > Planets"
        let help = unicode ? " ↑↓ move  ←→ scroll  Esc back  q quit" : " Up/Down move  Left/Right scroll"
        driver.expectScreen([
            bar,
            "",
            " Planet    Moons   Distance from the S\(e)",
            " Mercury   0       57.9 million km    \(e)",
            " Venus     0       108.2 million km   \(e)",
            " Earth     1       149.6 million km   \(e)",
            " Mars      2       227.9 million km   \(e)",
            help,
        ])
        for _ in 0..<9 { driver.press(.rightArrow) }
        driver.expectScreen([
            bar,
            "",
            " \(e)Moons   Distance from the Sun   Year\(e)",
            " \(e)0       57.9 million km         88 d\(e)",
            " \(e)0       108.2 million km        225 \(e)",
            " \(e)1       149.6 million km        365 \(e)",
            " \(e)2       227.9 million km        687 \(e)",
            help,
        ])
    }
}
