import Testing

@testable import TermNav
@testable import TermNavCore

/// A blank shows only part of its style: no text colour, bold, dim or italic, unless reverse
/// video makes the text colour the cell's fill. The writer keeps what the terminal has for the
/// parts a blank does not show, so a row of spaced-out coloured words sends its colour once.
@MainActor @Suite struct TerminalWriterBlankTests {
    /// The bytes that draw texts on a row over one full of `x`, so that every blank is sent.
    static func frame(_ texts: [(String, x: Int, style: Style)], width: Int) -> String {
        var writer = TerminalWriterTests.writer()
        let before = TerminalWriterTests.row(String(repeating: "x", count: width + 1), width: width + 1)
        _ = TerminalWriterTests.frame(&writer, before)
        let canvas = TerminalWriterTests.canvas(
            width: width + 1,
            texts.map { (text: $0.0, x: $0.x, y: 0, style: $0.style) } + [
                ("|", x: width, y: 0, style: .plain)
            ])
        return TerminalWriterTests.frame(&writer, canvas, over: before)
    }

    @Test func blanksBetweenWordsOfOneColourKeepIt() {
        let red = Style(foreground: .red)
        #expect(
            Self.frame([("ab", x: 0, style: red), ("cd", x: 4, style: red)], width: 6)
                == "␍␛[31mab  cd␛[39;49m|")
    }

    @Test func blanksBetweenBoldWordsKeepBold() {
        let bold = Style(attributes: .bold)
        #expect(
            Self.frame([("ab", x: 0, style: bold), ("cd", x: 4, style: bold)], width: 6)
                == "␍␛[1mab  cd␛(B␛[m|")
    }

    @Test func aBlankStillTakesItsBackground() {
        let onBlue = Style(foreground: .red, background: .blue)
        let onGreen = Style(background: .green)
        // The blank's background shows: it changes; its text colour does not, and stays red.
        #expect(
            Self.frame([("ab", x: 0, style: onBlue), (" ", x: 2, style: onGreen)], width: 3)
                == "␍␛[31m␛[44mab␛[42m ␛[39;49m|")
    }

    @Test func aReversedBlankKeepsTheBackgroundItHidesAndTakesItsFill() {
        let first = Style(attributes: .reverse, foreground: .red, background: .blue)
        let blank = Style(attributes: .reverse, foreground: .green, background: .yellow)
        // Under reverse the text colour fills the cell: green is sent, yellow is not.
        #expect(
            Self.frame([("ab", x: 0, style: first), (" ", x: 2, style: blank)], width: 3)
                == "␍␛[7m␛[31m␛[44mab␛[32m ␛(B␛[m␛[39;49m|")
    }

    @Test func underlinedBlanksTakeTheirWholeStyle() {
        let underlinedRed = Style(attributes: .underline, foreground: .red)
        let underlined = Style(attributes: .underline)
        // An underline shows on a blank in the text colour: the colour changes back.
        #expect(
            Self.frame([("ab", x: 0, style: underlinedRed), (" ", x: 2, style: underlined)], width: 3)
                == "␍␛[4m␛[31mab␛[39;49m ␛(B␛[m|")
    }

    @Test func aBlankAfterReverseVideoTurnsItOff() {
        let reverse = Style(attributes: .reverse)
        #expect(
            Self.frame([("ab", x: 0, style: reverse), (" ", x: 2, style: .plain)], width: 4)
                == "␍␛[7mab␛(B␛[m  |")
    }
}
