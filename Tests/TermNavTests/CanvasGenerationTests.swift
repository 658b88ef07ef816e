import Testing

@testable import TermNavCore

/// A canvas tells its rows that did not change by their generations: a copy keeps them, a row
/// drawn on takes a new one, and two copies drawn on apart never share a changed row.
@Suite struct CanvasGenerationTests {
    @Test func aCopySharesEveryRowUntilOneIsDrawnOn() {
        var canvas = Canvas(width: 6, height: 3)
        canvas.draw("one", x: 0, y: 0)
        var next = canvas
        #expect(next.sharesEveryRow(with: canvas))
        next.draw("two", x: 0, y: 1)
        #expect(!next.sharesEveryRow(with: canvas))
        #expect(next.sharesRow(0, with: canvas))
        #expect(!next.sharesRow(1, with: canvas))
        #expect(next.sharesRow(2, with: canvas))
    }

    @Test func copiesDrawnOnApartShareNoChangedRow() {
        var first = Canvas(width: 6, height: 2)
        var second = first
        first.draw("left", x: 0, y: 0)
        second.draw("right", x: 0, y: 0)
        #expect(!first.sharesRow(0, with: second))
        #expect(!first.sharesEveryRow(with: second))
        #expect(first.sharesRow(1, with: second))
    }

    @Test func movedAndCopiedRowsKeepTheirGenerations() {
        var canvas = Canvas(width: 6, height: 3)
        for y in 0..<3 { canvas.draw("row \(y)", x: 0, y: y) }
        var scrolled = canvas
        scrolled.swapRows(0, 1)
        #expect(scrolled.sharesRow(0, with: canvas, row: 1))
        #expect(scrolled.sharesRow(1, with: canvas, row: 0))
        var copied = Canvas(width: 6, height: 3)
        copied.copyRow(2, of: canvas, to: 0)
        #expect(copied.sharesRow(0, with: canvas, row: 2))
        #expect(copied.row(0) == canvas.row(2))
    }

    @Test func equalityComparesCellsNotGenerations() {
        var drawn = Canvas(width: 4, height: 1)
        drawn.draw("ab", x: 0, y: 0)
        var again = Canvas(width: 4, height: 1)
        again.draw("ab", x: 0, y: 0)
        #expect(!drawn.sharesRow(0, with: again))
        #expect(drawn == again)
        #expect(drawn.hashValue == again.hashValue)
        again.blankRow(0)
        #expect(drawn != again)
    }
}
