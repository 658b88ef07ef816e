import Testing

@testable import TermNav
@testable import TermNavCore

/// A row's units made in storage another row used first are the units made afresh.
@MainActor @Suite struct RowUnitTests {
    static func row(_ text: String, width: Int) -> ArraySlice<Cell> {
        var canvas = Canvas(width: width, height: 1)
        canvas.draw(text, x: 0, y: 0, style: Style(attributes: .bold))
        return canvas.row(0)
    }

    @Test func unitsMadeInUsedStorageAreTheUnitsMadeAfresh() {
        let rows = [
            Self.row("日本語 wide and › narrow, then blanks", width: 60),
            Self.row("Row 12 ›", width: 20),
            Self.row("👍🏽 e\u{301} ⓘ", width: 40),
            Self.row("", width: 10),
            Self.row("日本", width: 3),
        ]
        var units: [RowUnit] = []
        var index: [Int] = []
        for row in rows + rows.reversed() {
            for columns in [row.count, row.count / 2, row.count + 5] {
                let count = RowUnit.fill(&units, index: &index, of: row, columns: columns)
                let fresh = RowUnit.units(of: row, columns: columns)
                #expect(Array(units.prefix(count)) == fresh.units)
                #expect(Array(index.prefix(fresh.index.count)) == fresh.index)
                #expect(fresh.index.count == min(columns, row.count))
            }
        }
    }
}
