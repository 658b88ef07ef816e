import Testing

@testable import TermNav
@testable import TermNavCore

/// The writer's quick comparisons of cells and rows say what `==` says.
@Suite struct CellComparisonTests {
    static let cells: [Cell] = [
        .blank(), .blank(Style(attributes: .reverse)), Cell(grapheme: "a"), Cell(grapheme: "b"),
        Cell(grapheme: "K"), Cell(grapheme: "\u{212A}"), Cell(grapheme: "é"), Cell(grapheme: "e\u{301}"),
        Cell(grapheme: "日", width: 2), .continuation(.plain), Cell(grapheme: " ", width: 2),
        Cell(grapheme: "a", style: Style(foreground: .red)),
        Cell(grapheme: "a", style: Style(background: .red)),
        Cell(grapheme: ""), Cell(grapheme: "\u{2002}"), Cell(grapheme: "\u{A0}"),
        // A space made at run time, as a string that is not stored inline.
        Cell(grapheme: String(String(repeating: " ", count: 40).prefix(1))),
    ]

    @Test func cellsAreTheSameExactlyWhenEqual() {
        for cell in Self.cells {
            #expect(cell.isPlainBlank == (cell == .blank()), "\(cell)")
            for other in Self.cells {
                #expect(cell.isSame(as: other) == (cell == other), "\(cell) and \(other)")
            }
        }
    }

    @Test func noClusterButASpaceIsCanonicallyASpace() {
        // A cluster of more than one byte is never a plain blank: its first scalar would have to
        // decompose to a space alone, and none does (several scalars never decompose to fewer).
        let space = " "
        var equal: [UInt32] = []
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if text.hashValue == space.hashValue, text == space { equal.append(value) }
        }
        #expect(equal.isEmpty)
    }

    @Test func rowsMatchExactlyWhenEqualAndShareAKey() {
        let rows: [[Cell]] = [
            [.blank(), Cell(grapheme: "K"), Cell(grapheme: "日", width: 2), .continuation(.plain)],
            [.blank(), Cell(grapheme: "\u{212A}"), Cell(grapheme: "日", width: 2), .continuation(.plain)],
            [.blank(), Cell(grapheme: "K"), Cell(grapheme: "本", width: 2), .continuation(.plain)],
            [.blank(), Cell(grapheme: "K", style: Style(attributes: .bold)), Cell(grapheme: "x"), .blank()],
            [.blank(), .blank(), .blank(), .blank()],
            [.blank(), .blank(), .blank()],
        ]
        for row in rows {
            for other in rows {
                let (a, b) = (ArraySlice(row), ArraySlice(other))
                #expect(Cell.rowsMatch(a, b) == (a == b))
                if a == b { #expect(Cell.rowKey(of: a) == Cell.rowKey(of: b)) }
            }
            #expect(Cell.isBlankRow(ArraySlice(row)) == row.allSatisfy { $0 == .blank() })
            #expect(Cell.drawnCells(of: ArraySlice(row)) == row.filter { $0 != .blank() }.count)
            #expect(
                Cell.drawnCells(of: ArraySlice(row), upTo: 1) == min(1, row.filter { $0 != .blank() }.count))
        }
    }
}
