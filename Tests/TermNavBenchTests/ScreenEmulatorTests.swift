import Testing

@testable import TermNavBenchKit

/// The emulator follows what ncurses sends for xterm-256color.
struct ScreenEmulatorTests {
    private func screen(_ width: Int, _ height: Int, _ output: String) -> ScreenEmulator {
        var screen = ScreenEmulator(width: width, height: height)
        screen.feed(Array(output.utf8))
        return screen
    }

    @Test func cursorAddressingAndText() {
        let screen = screen(10, 3, "\u{1B}[2;3Hab\u{1B}[1;1Hx\r\u{1B}[3dz")
        #expect(screen.lines == ["x", "  ab", "z"])
    }

    @Test func attributesAndColours() {
        let screen = screen(
            10, 1, "\u{1B}(B\u{1B}[0;1;7mA\u{1B}(B\u{1B}[mB\u{1B}[38;5;196;44mC\u{1B}[39;49mD")
        #expect(screen[0, 0].style == CellStyle(attributes: [.bold, .reverse]))
        #expect(screen[0, 1].style == .plain)
        #expect(screen[0, 2].style == CellStyle(foreground: .indexed(196), background: .indexed(4)))
        #expect(screen[0, 3].style == .plain)
    }

    @Test func erasingKeepsTheBackgroundInForce() {
        let screen = screen(
            6, 2, "abcdef\u{1B}[1;3H\u{1B}[K\u{1B}[2;1Hxyz\u{1B}[1G\u{1B}[2X\u{1B}[41m\u{1B}[3G\u{1B}[K")
        #expect(screen.lines == ["ab", ""])
        #expect(screen[1, 2].style.background == .indexed(1))
        #expect(screen[0, 2].isPlainBlank)
    }

    @Test func aBlankIsSeenWithoutWhatItDoesNotShow() {
        // Spaces in red bold, plain, underlined red; reversed on blue and on green; "x" in red.
        let drawn = screen(
            8, 1,
            "\u{1B}[1;31m \u{1B}(B\u{1B}[m \u{1B}[4;31m \u{1B}(B\u{1B}[0;7;44m \u{1B}[42m \u{1B}(B\u{1B}[0;31mx"
        )
        #expect(drawn[0, 0].seen == drawn[0, 1].seen, "a space shows neither its colour nor bold")
        #expect(drawn[0, 2].seen != drawn[0, 1].seen, "an underline shows on a space, in its colour")
        #expect(
            drawn[0, 3].seen == drawn[0, 4].seen, "a reversed space shows its text colour, not its background"
        )
        #expect(drawn[0, 5].seen.style.foreground == .indexed(1), "text keeps its colour")
    }

    @Test func answersTheDeviceAttributesAndNotTheBackgroundColour() {
        var screen = screen(10, 1, "a\u{1B}]11;?\u{1B}\\\u{1B}[cb")
        #expect(screen.lines == ["ab"])
        #expect(screen.takeAnswers() == Array("\u{1B}[?1;2c".utf8))
        #expect(screen.takeAnswers().isEmpty)
    }

    @Test func repeatsTheLastCharacter() {
        #expect(screen(10, 1, "a\u{1B}[4b").lines == ["aaaaa"])
    }

    @Test func wideCharactersTakeTwoColumnsAndMarksJoinTheirBase() {
        let screen = screen(6, 1, "漢x e\u{301}")
        #expect(screen[0, 0].text == "漢")
        #expect(screen[0, 1].isContinuation)
        #expect(screen[0, 2].text == "x")
        #expect(screen[0, 4].text == "e\u{301}")
        #expect(screen.text(ofRow: 0) == "漢x e\u{301} ")
    }

    @Test func theLastColumnWrapsOnlyWhenTheNextCharacterComes() {
        var screen = screen(4, 2, "abcd")
        #expect(screen.cursorRow == 0 && screen.cursorColumn == 3)
        screen.feed(Array("e".utf8))
        #expect(screen.lines == ["abcd", "e"])
        screen.feed(Array("\u{1B}[1;4HZ\r".utf8))
        #expect(screen.lines == ["abcZ", "e"])
    }

    @Test func scrollRegionsScrollOnlyTheirLines() {
        var screen = screen(3, 4, "a\r\nb\r\nc\r\nd")
        screen.feed(Array("\u{1B}[1;3r\u{1B}[3;1H\n".utf8))
        #expect(screen.lines == ["b", "c", "", "d"])
        screen.feed(Array("\u{1B}[1;1H\u{1B}M".utf8))
        #expect(screen.lines == ["", "b", "c", "d"])
        screen.feed(Array("\u{1B}[2;1H\u{1B}[M".utf8))
        #expect(screen.lines == ["", "c", "", "d"])
        screen.feed(Array("\u{1B}[1L".utf8))
        #expect(screen.lines == ["", "", "c", "d"])
        screen.feed(Array("\u{1B}[r\u{1B}[4;1H\n".utf8))
        #expect(screen.lines == ["", "c", "d", ""])
    }

    @Test func insertAndDeleteCharacters() {
        var screen = screen(6, 1, "abcdef\u{1B}[1;2H\u{1B}[2P")
        #expect(screen.lines == ["adef"])
        screen.feed(Array("\u{1B}[1@X\u{1B}[4hYZ\u{1B}[4l".utf8))
        #expect(screen.lines == ["aXYZde"])
    }

    @Test func theAlternateScreenStartsBlankAndStringsAreSkipped() {
        let screen = screen(5, 1, "old\u{1B}[?1049h\u{1B}]0;title\u{07}\u{1B}P+q\u{1B}\\\u{1B}[Hnew")
        #expect(screen.lines == ["new"])
    }

    @Test func sequencesMayBeSplitAnywhere() {
        var screen = ScreenEmulator(width: 8, height: 2)
        for byte in Array("\u{1B}[2;2H\u{1B}[7m€\u{1B}[m!".utf8) { screen.feed([byte]) }
        #expect(screen.lines == ["", " €!"])
        #expect(screen[1, 1].style.attributes == .reverse)
    }
}
