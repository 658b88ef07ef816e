import Testing

@testable import TermNav
@testable import TermNavCore

/// The bytes the ncurses backend writes for a frame, checked exactly against `xterm-256color`'s
/// sequences: only what changed, the cheapest moves, the fewest attribute changes, every
/// cluster whole at its own column.
@MainActor @Suite struct TerminalWriterTests {
    /// What a writer in an unknown state sends before a first frame: attributes off, default
    /// colours, the screen cleared.
    static let start = "␛(B␛[m␛[39;49m␛[H␛[2J"
    static let red = Style(foreground: .red)
    static let reverse = Style(attributes: .reverse)

    /// A canvas with texts drawn at columns of rows.
    static func canvas(
        width: Int, height: Int = 1, _ texts: [(String, x: Int, y: Int, style: Style)] = []
    ) -> Canvas {
        var canvas = Canvas(width: width, height: height)
        for (text, x, y, style) in texts {
            canvas.draw(text, x: x, y: y, style: style)
        }
        return canvas
    }

    /// A canvas of one row holding a text from column 0.
    static func row(_ text: String, width: Int, style: Style = .plain) -> Canvas {
        canvas(width: width, [(text, x: 0, y: 0, style: style)])
    }

    /// The bytes of a frame, as text (see ``XtermCapabilities/visible(_:)``).
    static func frame(
        _ writer: inout TerminalWriter, _ canvas: Canvas, over previous: Canvas? = nil
    ) -> String {
        XtermCapabilities.visible(
            writer.frame(canvas, over: previous, size: Size(width: canvas.width, height: canvas.height)))
    }

    static func writer(colors: Bool = true, lineFeedReturns: Bool = false, unicode: Bool = true)
        -> TerminalWriter
    {
        TerminalWriter(
            capabilities: XtermCapabilities.make(colors: colors, lineFeedReturns: lineFeedReturns),
            unicode: unicode)
    }

    @Test func aFirstFrameClearsThenSendsOnlyWhatIsNotBlank() {
        var writer = Self.writer()
        let canvas = Self.canvas(
            width: 10, height: 3, [("Hi", x: 1, y: 0, style: .plain), ("ok", x: 2, y: 2, style: .plain)])
        // A blank is rewritten rather than moved over; two line feeds and a backspace reach "ok".
        #expect(Self.frame(&writer, canvas) == Self.start + " Hi␊␊␈ok")
    }

    @Test func anUnchangedFrameSendsNothingAndAChangedCellAlone() {
        var writer = Self.writer()
        let first = Self.canvas(
            width: 10, height: 3, [("Hi", x: 1, y: 0, style: .plain), ("ok", x: 2, y: 2, style: .plain)])
        _ = Self.frame(&writer, first)
        #expect(Self.frame(&writer, first, over: first) == "")
        let second = Self.canvas(
            width: 10, height: 3, [("Ho", x: 1, y: 0, style: .plain), ("ok", x: 2, y: 2, style: .plain)])
        #expect(Self.frame(&writer, second, over: first) == "␛[1;3Ho")
    }

    @Test func attributesChangeOnlyWhereTheStyleDoes() {
        var writer = Self.writer()
        let canvas = Self.canvas(
            width: 8,
            [
                ("ab", x: 0, y: 0, style: .plain), ("cdef", x: 2, y: 0, style: Self.reverse),
                ("gh", x: 6, y: 0, style: .plain),
            ])
        // Reverse is added on its own; turning it off needs sgr0.
        #expect(Self.frame(&writer, canvas) == Self.start + "ab␛[7mcdef␛(B␛[mgh")
    }

    @Test func droppingOneAttributeOfTwoUsesSGR() {
        var writer = Self.writer()
        let canvas = Self.canvas(
            width: 4,
            [
                ("ab", x: 0, y: 0, style: Style(attributes: [.reverse, .dim])),
                ("cd", x: 2, y: 0, style: Self.reverse),
            ])
        // Dim and reverse are added one by one; dropping dim needs sgr, shorter than sgr0 and rev.
        #expect(Self.frame(&writer, canvas) == Self.start + "␛[2m␛[7mab␛(B␛[0;7mcd")
    }

    @Test func coloursAreSetAndGivenBackWithOrigPair() {
        var writer = Self.writer()
        let canvas = Self.canvas(
            width: 4, [("x", x: 0, y: 0, style: Self.red), ("y", x: 1, y: 0, style: .plain)])
        #expect(Self.frame(&writer, canvas) == Self.start + "␛[31mx␛[39;49my")
        #expect(XtermCapabilities.visible(writer.farewell()) == "␛(B␛[m␛[39;49m␍")
    }

    @Test func strikethroughAndItalicFollowSGR() {
        var writer = Self.writer()
        let canvas = Self.canvas(
            width: 4,
            [
                ("ab", x: 0, y: 0, style: Style(attributes: [.strikethrough, .italic])),
                ("cd", x: 2, y: 0, style: Style(attributes: [.bold, .strikethrough])),
            ])
        #expect(Self.frame(&writer, canvas) == Self.start + "␛[3m␛[9mab␛(B␛[0;1m␛[9mcd")
    }

    @Test func swiftUIsOtherColoursTakeTheirNearestXtermColour() {
        var writer = TerminalWriter(capabilities: XtermCapabilities.make(colorCount: 256), unicode: true)
        let canvas = Self.canvas(
            width: 3,
            [
                ("o", x: 0, y: 0, style: Style(foreground: .orange)),
                ("r", x: 1, y: 0, style: Self.red),
            ])
        #expect(Self.frame(&writer, canvas) == Self.start + "␛[38;5;208mo␛[31mr")
        var eight = Self.writer()
        #expect(Self.frame(&eight, canvas) == Self.start + "␛[33mo␛[31mr", "orange is yellow among eight")
    }

    @Test func noColorMeansNoColourSequenceAtAll() {
        var writer = Self.writer(colors: false)
        let canvas = Self.canvas(
            width: 4,
            [("x", x: 0, y: 0, style: Self.red), ("y", x: 1, y: 0, style: Style(background: .blue))])
        #expect(Self.frame(&writer, canvas) == "␛(B␛[m␛[H␛[2Jxy")
        #expect(XtermCapabilities.visible(writer.farewell()) == "␛(B␛[m␍")
    }

    @Test func afterAWideClusterTheNextOutputMovesAbsolutely() {
        var writer = Self.writer()
        #expect(Self.frame(&writer, Self.row("日本x", width: 6)) == Self.start + "日␛[3G本␛[5Gx")
    }

    @Test func aZWJSequenceIsSentWholeAndTheCellsAfterItAgain() {
        var writer = Self.writer()
        let before = Self.row("👩‍💻ab", width: 6)
        #expect(Self.frame(&writer, before) == Self.start + "👩‍💻␛[3Gab")
        // A change in the two cells after it sends the sequence again, then those cells.
        let after = Self.row("👩‍💻aX", width: 6)
        #expect(Self.frame(&writer, after, over: before) == "␍👩‍💻␛[3GaX")
        // A change further along sends that cell alone, the cursor already there.
        let further = Self.row("👩‍💻aXY", width: 6)
        #expect(Self.frame(&writer, further, over: after) == "Y")
    }

    @Test func theCellsAfterAReplacedSpillingClusterAreSentAgain() {
        var writer = Self.writer()
        let before = Self.row("👍🏽ab", width: 6)
        _ = Self.frame(&writer, before)
        // tmux drew 👍🏽 four columns wide, over "ab": they are drawn again.
        #expect(Self.frame(&writer, Self.row("xyab", width: 6), over: before) == "␍xyab")
    }

    @Test func aClusterTheTerminalMayDrawNarrowerIsPrecededByBlanks() {
        var writer = Self.writer()
        let before = Self.row("ab", width: 4)
        _ = Self.frame(&writer, before)
        // tmux draws ❤️ one column wide: the blanks keep "b" from showing beside it.
        #expect(Self.frame(&writer, Self.row("❤️", width: 4), over: before) == "␍  ␍❤️")
        // On a cleared screen, in the plain style, the blanks are already there.
        var fresh = Self.writer()
        #expect(Self.frame(&fresh, Self.row("❤️", width: 4)) == Self.start + "❤️")
        var reversed = Self.writer()
        #expect(
            Self.frame(&reversed, Self.row("❤️", width: 4, style: Self.reverse)) == Self.start + "␛[7m  ␍❤️")
    }

    @Test func flagsAndSkinTonesAreSentWhole() {
        var writer = Self.writer()
        // The blank after "x" is sent too: the terminal may have drawn the skin tone there.
        #expect(Self.frame(&writer, Self.row("🇯🇵👍🏽x", width: 8)) == Self.start + "🇯🇵␛[3G👍🏽␛[5Gx ")
    }

    @Test func controlCharactersAreNeverSent() {
        var writer = Self.writer()
        #expect(Self.frame(&writer, Self.row("a\u{1B}b\u{9B}", width: 6)) == Self.start + "a�b�")
        var ascii = Self.writer(unicode: false)
        #expect(Self.frame(&ascii, Self.row("日é\u{7F}z", width: 6)) == Self.start + "? ??z")
    }

    @Test func blanksToTheEndOfARowAreClearedWithEL() {
        var writer = Self.writer()
        let before = Self.row("hello", width: 8)
        _ = Self.frame(&writer, before)
        #expect(Self.frame(&writer, Self.row("h", width: 8), over: before) == "␍h␛[K")
    }

    @Test func aLongRunOfBlanksIsErasedWithECH() {
        var writer = Self.writer()
        let full = String(repeating: "x", count: 30)
        let before = Self.row(full, width: 30)
        _ = Self.frame(&writer, before)
        let after = Self.row("x" + String(repeating: " ", count: 28) + "x", width: 30)
        #expect(Self.frame(&writer, after, over: before) == "␍x␛[28X")
        // A short run is cheaper as spaces.
        let short = Self.row(
            "x" + String(repeating: " ", count: 3) + String(repeating: "x", count: 26), width: 30)
        var other = Self.writer()
        _ = Self.frame(&other, before)
        #expect(Self.frame(&other, short, over: before) == "␍x   ")
    }

    @Test func withoutECHBlanksAreSpacesAndTheEndOfARowIsStillCleared() {
        // tmux's and screen's entries have no `ech`: each blank of a long run goes out as a space,
        // decided once for the run.
        var capabilities = XtermCapabilities.make(colors: true, lineFeedReturns: false)
        capabilities.eraseCharacters = nil
        var writer = TerminalWriter(capabilities: capabilities, unicode: true)
        let full = String(repeating: "x", count: 30)
        let before = Self.row(full, width: 30)
        _ = Self.frame(&writer, before)
        let after = Self.row("x" + String(repeating: " ", count: 28) + "x", width: 30)
        #expect(Self.frame(&writer, after, over: before) == "␍x" + String(repeating: " ", count: 28))
        var other = TerminalWriter(capabilities: capabilities, unicode: true)
        _ = Self.frame(&other, before)
        #expect(Self.frame(&other, Self.row("x", width: 30), over: before) == "␍x␛[K")
    }

    @Test func aRunOfBlanksIsErasedFromWhereErasingBecomesCheaper() {
        // Ten blanks cost ten bytes as spaces and ten to erase and step over; from the second on,
        // nine cost eight.
        var writer = Self.writer()
        let before = Self.row(String(repeating: "x", count: 20), width: 20)
        _ = Self.frame(&writer, before)
        let after = Self.row(
            "x" + String(repeating: " ", count: 10) + String(repeating: "x", count: 9), width: 20)
        #expect(Self.frame(&writer, after, over: before) == "␍x ␛[9X")
    }

    @Test func aMoveFromTheLastColumnAssumesNoColumn() {
        var writer = Self.writer()
        let canvas = Self.canvas(
            width: 3, height: 2, [("abc", x: 0, y: 0, style: .plain), ("d", x: 0, y: 1, style: .plain)])
        #expect(Self.frame(&writer, canvas) == Self.start + "abc␊␍d")
        var returning = Self.writer(lineFeedReturns: true)
        #expect(Self.frame(&returning, canvas) == Self.start + "abc␊d")
    }

    @Test func theBottomRightCellIsLeftAloneWhereWritingItWouldScroll() {
        var capabilities = XtermCapabilities.make()
        capabilities.wrapsAtRightMargin = true
        capabilities.delaysWrap = false
        var writer = TerminalWriter(capabilities: capabilities, unicode: true)
        let canvas = Self.canvas(
            width: 3, height: 2, [("abc", x: 0, y: 0, style: .plain), ("def", x: 0, y: 1, style: .plain)])
        // After "abc" the cursor wrapped to an unknown place: an absolute move.
        #expect(Self.frame(&writer, canvas) == Self.start + "abc␛[2;1Hde")
    }

    @Test func afterSomethingElseWroteTheNextMoveIsAbsoluteAndTheStyleReset() {
        var writer = Self.writer()
        let first = Self.row("ab", width: 4)
        _ = Self.frame(&writer, first)
        writer.forgetTerminalState()
        // The cursor, which may show again, is hidden again after the frame.
        #expect(
            Self.frame(&writer, Self.row("aX", width: 4), over: first) == "␛[1;2H␛(B␛[m␛[39;49mX␛[?25l")
    }

    @Test func aFocusMoveSendsTheTwoRowsThatChanged() {
        var writer = Self.writer()
        func list(focus: Int) -> Canvas {
            var canvas = Canvas(width: 20, height: 4)
            for (index, title) in ["Alpha", "Beta", "Gamma"].enumerated() {
                canvas.draw(" " + title, x: 0, y: index)
                canvas.draw("›", x: 18, y: index)
                if index == focus { canvas.overlay(row: index, with: Self.reverse) }
            }
            canvas.draw(" \(focus + 1)/3", x: 0, y: 3, style: Style(attributes: .dim))
            return canvas
        }
        _ = Self.frame(&writer, list(focus: 0))
        let bytes = Self.frame(&writer, list(focus: 1), over: list(focus: 0))
        // Home, attributes off, " Alpha", its blanks erased, the accessory, the margin; then
        // the next row in reverse video; then the position.
        #expect(
            bytes == "␛[H␛(B␛[m Alpha␛[12X␛[19G› ␊␍␛[7m Beta             › ␛[4;2H␛(B␛[0;2m2")
    }

    @Test func aRunInOneStyleIsItsBytesAloneAndItsStyleChangesOnce() {
        var writer = Self.writer()
        let before = Self.canvas(
            width: 12, height: 2,
            [("abc def", x: 0, y: 0, style: .plain), ("tail", x: 8, y: 1, style: .plain)])
        _ = Self.frame(&writer, before)
        let after = Self.canvas(
            width: 12, height: 2,
            [
                ("xy", x: 0, y: 0, style: .plain), ("zz", x: 2, y: 0, style: Style(attributes: .bold)),
                ("  ghi", x: 4, y: 0, style: .plain), ("tall", x: 8, y: 1, style: .plain),
            ])
        // The blanks inside the row are cheaper as spaces; the line feed keeps the column, and
        // the "a" that did not change is written again rather than stepped over.
        #expect(Self.frame(&writer, after, over: before) == "␛[Hxy␛[1mzz␛(B␛[m  ghi␊al")
    }

    @Test func aRunEndsInTheLastColumnWhereTheCursorWaits() {
        var writer = Self.writer()
        let first = Self.row("abcde", width: 5)
        _ = Self.frame(&writer, first)
        let second = Self.row("vwxyz", width: 5)
        #expect(Self.frame(&writer, second, over: first) == "␍vwxyz")
        // After the last column the cursor's column is unknown: a carriage return finds it.
        #expect(Self.frame(&writer, Self.row("Vwxyz", width: 5), over: second) == "␍V")
    }

    /// A list of items from `first`, five rows, and the position below.
    static func items(from first: Int, width: Int = 24) -> Canvas {
        var canvas = Canvas(width: width, height: 6)
        for row in 0..<5 {
            canvas.draw(" Item \(first + row) of the list", x: 0, y: row)
        }
        canvas.draw(" \(first)/9", x: 0, y: 5)
        return canvas
    }

    @Test func rowsThatMovedUpTogetherAreScrolledNotDrawnAgain() {
        var writer = Self.writer()
        let before = Self.items(from: 1)
        _ = Self.frame(&writer, before)
        // The region of the five items scrolls up one row; the uncovered row and the position
        // are drawn.
        #expect(
            Self.frame(&writer, Self.items(from: 2), over: before)
                == "␛[1;5r␛[5;1H␊␛[1;6r␛[5;2HItem 6 of the list␊␍ 2")
    }

    @Test func rowsARendererMovedAreScrolledAsRowsDrawnAgainAre() {
        // The renderer moves a scrolled list's rows rather than drawing them: the frame shares
        // their storage with the one on screen, and the writer sends what it sends for the same
        // rows drawn afresh, up or down.
        for (from, to) in [(1, 2), (2, 1), (1, 3)] {
            let before = Self.items(from: from)
            let drawn = Self.items(from: to)
            var moved = drawn
            for row in 0..<5 where (0..<5).contains(row + to - from) {
                moved.copyRow(row + to - from, of: before, to: row)
            }
            var writer = Self.writer()
            var other = Self.writer()
            _ = Self.frame(&writer, before)
            _ = Self.frame(&other, before)
            #expect(moved == drawn)
            #expect(Self.frame(&writer, moved, over: before) == Self.frame(&other, drawn, over: before))
            // The next frame finds the moved rows' keys where they now are.
            #expect(Self.frame(&writer, before, over: moved) == Self.frame(&other, before, over: drawn))
        }
    }

    @Test func rowsThatMovedDownTogetherAreScrolledBack() {
        var writer = Self.writer()
        let before = Self.items(from: 2)
        _ = Self.frame(&writer, before)
        #expect(
            Self.frame(&writer, Self.items(from: 1), over: before)
                == "␛[1;5r␛[1;1H␛M␛[1;6r␛[1;2HItem 1 of the list␛[6;2H1")
    }

    @Test func aMoveOfOneShortRowIsDrawnRatherThanScrolled() {
        var writer = Self.writer()
        let before = Self.canvas(width: 10, height: 3, [("ab", x: 0, y: 0, style: .plain)])
        _ = Self.frame(&writer, before)
        let after = Self.canvas(width: 10, height: 3, [("ab", x: 0, y: 1, style: .plain)])
        #expect(!Self.frame(&writer, after, over: before).contains("r␛"))
    }
}
