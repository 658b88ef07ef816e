import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore
@testable import gallery

/// The gallery's Look screen: colours of any value, gradients, shapes, borders and taps, in both
/// glyph sets.
@MainActor @Suite struct GalleryLookTests {
    static let screen = [
        " ‹ Gallery                            Look",
        "",
        "   Sunset over the sea",
        "",
        "   ● RGB  ● HSB  ● white  ● mix  ● opacity",
        "   ┌────────┐  ╭─────────╮  ┏━━━━━━━┓  ╭┄┄┄┄┄┄┄┄╮",
        "   │ Square │  │ Rounded │  ┃ Heavy ┃  ┆ Dashed ┆",
        "   └────────┘  ╰─────────╯  ┗━━━━━━━┛  ╰┄┄┄┄┄┄┄┄╯",
        "    Apple    Pear    Plum   Likes 0",
        "   Tap a fruit, or double-click the likes",
        "   Night sign-up",
    ]

    /// The driver on the Look screen, pushed from the gallery's root as a user reaches it.
    static func lookScreen(unicode: Bool = true) throws -> TestDriver {
        let driver = TestDriver(app: GalleryApp(), width: 80, height: 14, unicode: unicode)
        try driver.follow(path: ["Look"])
        #expect(driver.title == "Look")
        return driver
    }

    @Test func everyKindOfLookIsDrawnInBothGlyphSets() throws {
        try Self.lookScreen().expectScreen(
            Self.screen + ["", "", " ↑↓ move  Enter open  Esc back  q quit"])
        try Self.lookScreen(unicode: false).expectScreen([
            " < Gallery                            Look",
            "",
            "   Sunset over the sea",
            "",
            "   * RGB  * HSB  * white  * mix  * opacity",
            "   +--------+  +---------+  +=======+  +--------+",
            "   | Square |  | Rounded |  | Heavy |  : Dashed :",
            "   +--------+  +---------+  +=======+  +--------+",
            "    Apple    Pear    Plum   Likes 0",
            "   Tap a fruit, or double-click the likes",
            "   Night sign-up",
            "", "",
            " Up/Down move  Enter open  Esc back  q quit",
        ])
    }

    @Test func gradientsRampAcrossTheirCells() throws {
        let driver = try Self.lookScreen()
        // The title's letters each take the colour at their place: orange at the start, purple
        // at the end.
        let title = try #require(driver.cells(of: "Sunset over the sea")).filter { $0.grapheme != " " }
        let colors = title.compactMap(\.foregroundColor.rgb)
        #expect(colors.count == title.count)
        #expect(Set(colors).count == colors.count)
        let first = try #require(colors.first)
        let last = try #require(colors.last)
        #expect(first.red > first.blue && last.blue > last.green)
        // The bar is a background ramp over the whole width of the stack, one colour a cell.
        let bar = (3..<77).map { driver.cell(x: $0, y: 3) }
        #expect(bar.allSatisfy { $0.grapheme == " " && $0.backgroundColor.rgb != nil })
        #expect(Set(bar.map(\.backgroundColor)).count > 40)
        #expect(driver.cell(x: 2, y: 3).backgroundColor == .default)
    }

    @Test func colorsOfAnyValueAreDrawnAsMade() throws {
        let driver = try Self.lookScreen()
        let dots = (0..<80).map { driver.cell(x: $0, y: 4) }.filter { $0.grapheme == "●" }
        #expect(dots.count == 5)
        #expect(dots[0].foregroundColor == Color(red: 0.95, green: 0.45, blue: 0.2))
        #expect(dots[1].foregroundColor == Color(hue: 0.55, saturation: 0.7, brightness: 0.9))
        #expect(dots[2].foregroundColor.rgb == RGB(red: 153, green: 153, blue: 153))
        // Half a purple over the dark terminal's black is a value of its own: a dark purple.
        let seeThrough = try #require(dots[4].foregroundColor.rgb)
        #expect(seeThrough.blue > seeThrough.green && seeThrough.red > seeThrough.green)
        #expect(max(seeThrough.red, seeThrough.blue) < 160)
    }

    @Test func bordersInTheirOwnColours() throws {
        let driver = try Self.lookScreen()
        #expect(driver.cell(x: 3, y: 5).foregroundColor == .gray)
        #expect(driver.cell(x: 16, y: 5).foregroundColor == .blue)
        #expect(driver.cell(x: 29, y: 5).foregroundColor == .red)
        #expect(driver.cell(x: 40, y: 5).foregroundColor == .green)
    }

    @Test func tapsRunByEnterSpaceAndClicks() throws {
        let driver = try Self.lookScreen()
        // The first tappable view has the focus; Enter taps it.
        #expect(driver.cell(x: 4, y: 8).backgroundColor == .accentColor)
        driver.press(.return)
        #expect(driver.line(containing: "Picked") == "   Picked Apple")
        // → moves to the next tappable view in the row, and Space taps it: it is the picked one,
        // drawn on its teal background once the focus leaves it.
        driver.press(.rightArrow, .space)
        #expect(driver.line(containing: "Picked") == "   Picked Pear")
        driver.press(.rightArrow)
        let pear = try #require(driver.cells(of: "Pear"))
        #expect(pear.allSatisfy { $0.backgroundColor.rgb != nil })
        #expect(try #require(driver.cells(of: "Apple")).allSatisfy { $0.backgroundColor == .default })
        // A click taps the view under it.
        driver.click(x: 22, y: 8)
        #expect(driver.line(containing: "Picked") == "   Picked Plum")
        // A double tap runs on the second click.
        driver.click(x: 30, y: 8)
        #expect(driver.line(containing: "Likes") == "    Apple    Pear    Plum   Likes 0")
        driver.click(x: 30, y: 8)
        #expect(driver.line(containing: "Likes") == "    Apple    Pear    Plum   Likes 1")
    }

    @Test func whiteTextOnTheScreensOwnBlackReadsOnALightTerminal() throws {
        let driver = TestDriver(app: GalleryApp(), width: 60, height: 14)
        driver.changeColorScheme(to: .light)
        try driver.follow(path: ["Look", "Night sign-up"])
        driver.press(.tab)
        driver.expectScreen([
            " Gallery › Look › Night",
            "",
            "",
            "",
            "                       Create account",
            "",
            "               ╭────────────────────────────╮",
            "               │ Email                      │",
            "               ╰────────────────────────────╯",
            "",
            "                          Sign up",
            "",
            "",
            " ↑↓ move  Enter open  Esc back  q quit",
        ])
        // The screen's black fills every cell but the focus bar's; its white text is drawn
        // white, and the terminal's own dark text (the title, the help line) is drawn white.
        let cells = (0..<14).flatMap { y in (0..<60).map { driver.cell(x: $0, y: y) } }
        #expect(cells.filter { $0.backgroundColor != .black }.map(\.grapheme).joined() == "Sign up")
        let title = try #require(driver.cells(of: "Create account"))
        #expect(title.allSatisfy { $0.foregroundColor == .white && $0.isBold })
        let help = try #require(driver.cells(of: "Esc back"))
        #expect(help.allSatisfy { $0.foregroundColor == .white })
    }
}
