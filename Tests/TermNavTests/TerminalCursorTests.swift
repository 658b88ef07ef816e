import Testing

@testable import TermNav
@testable import TermNavCore

/// The terminal's cursor: shown at a canvas's cursor (a text field's insertion point) at the
/// end of the frame, hidden around drawing so it never runs across the screen, hidden again when
/// the canvas has none; nothing is sent when nothing changed.
@MainActor @Suite struct TerminalCursorTests {
    static func frame(_ writer: inout TerminalWriter, _ canvas: Canvas, over previous: Canvas? = nil)
        -> String
    {
        TerminalWriterTests.frame(&writer, canvas, over: previous)
    }

    static func field(_ text: String, cursor: Int?) -> Canvas {
        var canvas = TerminalWriterTests.canvas(width: 10, height: 2, [(text, x: 1, y: 1, style: .plain)])
        canvas.cursor = cursor.map { CellPosition(x: 1 + $0, y: 1) }
        return canvas
    }

    @Test func theCursorShowsAtItsCellAfterTheFrame() {
        var writer = TerminalWriterTests.writer()
        let canvas = Self.field("ab", cursor: 2)
        #expect(Self.frame(&writer, canvas) == TerminalWriterTests.start + "␊ ab␛[?12l␛[?25h")
        #expect(Self.frame(&writer, canvas, over: canvas) == "", "nothing changed: nothing sent")
    }

    @Test func typingHidesTheCursorWhileDrawingAndShowsItAtTheNewPoint() {
        var writer = TerminalWriterTests.writer()
        let first = Self.field("ab", cursor: 2)
        _ = Self.frame(&writer, first)
        let second = Self.field("abc", cursor: 3)
        #expect(Self.frame(&writer, second, over: first) == "␛[?25lc␛[?12l␛[?25h")
    }

    @Test func aMoveOfTheCursorAloneSendsOnlyTheMove() {
        var writer = TerminalWriterTests.writer()
        let first = Self.field("abc", cursor: 3)
        _ = Self.frame(&writer, first)
        let moved = Self.field("abc", cursor: 1)
        #expect(Self.frame(&writer, moved, over: first) == "␈␈")
    }

    @Test func theCursorHidesWhenTheCanvasHasNone() {
        var writer = TerminalWriterTests.writer()
        let first = Self.field("ab", cursor: 2)
        _ = Self.frame(&writer, first)
        let left = Self.field("ab", cursor: nil)
        #expect(Self.frame(&writer, left, over: first) == "␛[?25l")
        #expect(Self.frame(&writer, left, over: left) == "", "hidden already")
    }

    @Test func afterTheTerminalWasGivenBackTheCursorIsSetAgain() {
        var writer = TerminalWriterTests.writer()
        let canvas = Self.field("ab", cursor: nil)
        _ = Self.frame(&writer, canvas)
        writer.forgetTerminalState()
        #expect(
            Self.frame(&writer, canvas, over: canvas) == "␛[?25l", "hidden, as it may show after a resume")
    }
}
