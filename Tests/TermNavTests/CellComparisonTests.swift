import Testing

@testable import TermNav
@testable import TermNavCore

/// The writer's quick comparisons of cells and rows say what `==` says.
@MainActor @Suite struct CellComparisonTests {
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

    @Test func onlyThreeASCIICharactersAreCanonicallyAnotherScalar() {
        // A row's content key counts these three as it counts clusters of more than one byte;
        // any other ASCII character is equal only to itself. A scalar equivalent to an ASCII
        // character decomposes to it alone, so single scalars are all there is to check.
        let ascii = (0x20..<0x7F).map { String(UnicodeScalar(UInt8($0))) }
        let hashes = Dictionary(ascii.map { ($0.hashValue, $0) }, uniquingKeysWith: { first, _ in first })
        var equivalent: Set<String> = []
        for value in UInt32(0x80)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            if let character = hashes[text.hashValue], text == character { equivalent.insert(character) }
        }
        #expect(equivalent == ["K", ";", "`"])
        for byte in UInt8(0x20)..<0x7F {
            #expect(Cell.hasEquivalentScalar(byte) == equivalent.contains(String(UnicodeScalar(byte))))
        }
    }

    @Test func rowsWithOtherTextHaveOtherContentKeys() {
        func row(_ text: String) -> ArraySlice<Cell> { ArraySlice(text.map { Cell(grapheme: String($0)) }) }
        #expect(Cell.contentKey(of: row("Row 12")) != Cell.contentKey(of: row("Row 13")))
        #expect(Cell.contentKey(of: row("Row 12")) == Cell.contentKey(of: row("Row 12")))
        #expect(Cell.contentKey(of: row("K;`")) == Cell.contentKey(of: row("\u{212A}\u{037E}\u{1FEF}")))
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
                if a == b { #expect(Cell.contentKey(of: a) == Cell.contentKey(of: b)) }
            }
            #expect(Cell.isBlankRow(ArraySlice(row)) == row.allSatisfy { $0 == .blank() })
            #expect(Cell.drawnCells(of: ArraySlice(row)) == row.filter { $0 != .blank() }.count)
            #expect(
                Cell.drawnCells(of: ArraySlice(row), upTo: 1) == min(1, row.filter { $0 != .blank() }.count))
        }
    }
}

/// A cell keeps its grapheme as bytes, whatever its length, and holds no reference.
@MainActor @Suite struct CellTextTests {
    @Test func cellsAreFreeOfReferences() {
        // Rows of cells are copied and blanked as plain memory only while this holds.
        #expect(_isPOD(Cell.self))
    }

    @Test func everyLengthOfClusterComesBackExactly() {
        let clusters = [
            "", " ", "a", "é", "e\u{301}", "日", "🇫🇷", "👍🏽", "\u{1F469}\u{200D}\u{1F4BB}",
            // 25 bytes: kept in the table of long clusters.
            "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}",
            "a" + String(repeating: "\u{301}", count: 20), "e" + String(repeating: "\u{301}", count: 7),
        ]
        for cluster in clusters {
            let cell = Cell(grapheme: cluster)
            #expect(Array(cell.grapheme.utf8) == Array(cluster.utf8), "\(cluster.debugDescription)")
            #expect(cell.text.utf8Count == cluster.utf8.count)
            #expect(cell.singleByte == (cluster.utf8.count == 1 ? cluster.utf8.first : nil))
            #expect(cell.text.isEmpty == cluster.isEmpty)
        }
        var cell = Cell(grapheme: "a")
        cell.grapheme = "日"
        #expect(cell.singleByte == nil && cell.grapheme == "日")
        cell.grapheme = "x"
        #expect(cell.singleByte == UInt8(ascii: "x"))
    }

    @Test func longClustersCompareAsStrings() {
        // The same long cluster gets the same number; a canonically equivalent one with other
        // bytes is another entry, equal as a string and kept byte for byte.
        let composed = "\u{E9}" + String(repeating: "\u{1F44D}", count: 4)
        let decomposed = "e\u{301}" + String(repeating: "\u{1F44D}", count: 4)
        #expect(Cell(grapheme: composed).text == Cell(grapheme: composed).text)
        #expect(Cell(grapheme: composed) == Cell(grapheme: decomposed))
        #expect(Cell(grapheme: composed).isSame(as: Cell(grapheme: decomposed)))
        #expect(Array(Cell(grapheme: decomposed).grapheme.utf8) == Array(decomposed.utf8))
        #expect(Cell(grapheme: composed) != Cell(grapheme: String(repeating: "\u{1F44D}", count: 5)))
        #expect(Cell(grapheme: composed).hashValue == Cell(grapheme: decomposed).hashValue)
    }
}
