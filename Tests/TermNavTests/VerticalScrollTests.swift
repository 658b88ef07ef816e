import Testing

@testable import TermNav
@testable import TermNavCore

/// Which rows the writer scrolls: the block that saves the most drawing, found without trying
/// every distance.
@MainActor @Suite struct VerticalScrollTests {
    /// Every distance tried, each run of rows measured in full: what `find` must answer.
    static func everyDistance(from old: [ArraySlice<Cell>], to new: [ArraySlice<Cell>])
        -> (top: Int, bottom: Int, distance: Int)?
    {
        let count = min(old.count, new.count)
        guard count > 2 else { return nil }
        func cost(_ y: Int) -> Int { new[y] == old[y] ? 0 : new[y].filter { $0 != .blank() }.count }
        var best: (scroll: (top: Int, bottom: Int, distance: Int), saving: Int)?
        for distance in 1..<count {
            for signed in [distance, -distance] {
                var y = max(0, -signed)
                let limit = min(count, count - signed)
                while y < limit {
                    var end = y
                    var saving = 0
                    while end < limit, new[end] == old[end + signed] {
                        saving += cost(end)
                        end += 1
                    }
                    if saving >= 48, saving > best?.saving ?? 0 {
                        let top = signed > 0 ? y : y + signed
                        let bottom = signed > 0 ? end - 1 + signed : end - 1
                        best = ((top, bottom, signed), saving)
                    }
                    y = max(end, y + 1)
                }
            }
        }
        return best?.scroll
    }

    /// A row of 30 cells: one of a few texts, so rows repeat.
    static func row(_ text: Int) -> ArraySlice<Cell> {
        let texts = [
            "", " Alpha " + String(repeating: "a", count: 20), " Beta " + String(repeating: "b", count: 20),
            " Gamma " + String(repeating: "c", count: 20), " Delta", String(repeating: "-", count: 30),
        ]
        var cells = Array(repeating: Cell.blank(), count: 30)
        for (index, character) in texts[text % texts.count].enumerated() {
            cells[index] = Cell(
                grapheme: String(character), style: text >= 6 ? Style(attributes: .bold) : .plain)
        }
        return ArraySlice(cells)
    }

    @Test func theScrollFoundIsTheOneEveryDistanceGives() {
        var seed: UInt64 = 7
        func next(_ bound: Int) -> Int {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((seed >> 33) % UInt64(bound))
        }
        for _ in 0..<400 {
            let height = 3 + next(12)
            let old = (0..<height).map { _ in Self.row(next(12)) }
            var texts = (0..<height).map { _ in next(12) }
            var new = texts.map { Self.row($0) }
            if next(2) == 0 {
                // Move a block of the old rows.
                let shift = 1 + next(3)
                texts = (0..<height).map { $0 + shift < height ? -1 : next(12) }
                new = (0..<height).map { texts[$0] < 0 ? old[$0 + shift] : Self.row(texts[$0]) }
            }
            let unchanged = (0..<height).map { new[$0] == old[$0] }
            let found = VerticalScroll.find(
                from: old, to: new, unchanged: unchanged, oldKeys: old.map(Cell.contentKey(of:)),
                newKeys: new.map(Cell.contentKey(of:)))
            let expected = Self.everyDistance(from: old, to: new)
            #expect(
                found.map { [$0.top, $0.bottom, $0.distance] }
                    == expected.map { [$0.top, $0.bottom, $0.distance] })
            if let found {
                for y in found.placedRows { #expect(new[y] == old[y + found.distance]) }
            }
        }
    }
}

/// The writer keeps each shown row's content key while the row is the very row kept.
@MainActor @Suite struct ShownRowKeysTests {
    /// A canvas of three rows, each a different text.
    static func canvas() -> Canvas {
        var canvas = Canvas(width: 10, height: 3)
        for y in 0..<3 { canvas.draw("Row \(y + 1)", x: 0, y: y) }
        return canvas
    }

    static func keys(of canvas: Canvas) -> [Int] {
        (0..<canvas.height).map { Cell.contentKey(of: canvas.row($0)) }
    }

    @Test func aKeyIsKeptForTheSameRowAndReadForAnyOther() {
        let rows = Self.canvas()
        var kept = ShownRowKeys()
        #expect(kept.keys(of: rows, rows: 3) == Self.keys(of: rows))
        // Keys the rows do not have, to tell a kept key from one read again.
        kept.keep(rows, keys: [7, 8, 9])
        #expect(kept.keys(of: rows, rows: 3) == [7, 8, 9])
        // The same cells in other storage, and rows in other places, are read again.
        let copies = Self.canvas()
        #expect(kept.keys(of: copies, rows: 3) == Self.keys(of: rows))
        var moved = rows
        moved.copyRow(1, of: rows, to: 0)
        moved.copyRow(0, of: rows, to: 1)
        #expect(kept.keys(of: moved, rows: 3) == [Self.keys(of: rows)[1], Self.keys(of: rows)[0], 9])
        kept.keep(rows, keys: nil)
        #expect(kept.keys(of: rows, rows: 3) == Self.keys(of: rows))
    }

    @Test func aFramesRowTakesTheKeyOfTheRowOnScreenItIs() {
        let before = Self.canvas()
        // Scrolled up by one: rows 2 and 3 move up, a new row comes in.
        var next = before
        next.copyRow(1, of: before, to: 0)
        next.copyRow(2, of: before, to: 1)
        next.blankRow(2)
        next.draw("Row 4", x: 0, y: 2)
        let compared = ShownRowKeys.compare(next, with: before, rows: 3, oldKeys: [7, 8, 9])
        #expect(compared.keys == [8, 9, Cell.contentKey(of: next.row(2))])
        #expect(compared.unchanged == [false, false, false])
        // A row that did not change keeps its key without being read.
        let same = ShownRowKeys.compare(before, with: before, rows: 3, oldKeys: [7, 8, 9])
        #expect(same.keys == [7, 8, 9] && same.unchanged == [true, true, true])
        // Equal cells in other storage are the same row, with the key on screen.
        let copies = ShownRowKeys.compare(Self.canvas(), with: before, rows: 3, oldKeys: [7, 8, 9])
        #expect(copies.keys == [7, 8, 9] && copies.unchanged == [true, true, true])
    }

    @Test func aRowMovedOntoAnEqualRowIsUnchanged() {
        // Rows 1 and 2 are equal; row 2 moved up onto row 1 is the same as what row 1 shows.
        var before = Canvas(width: 10, height: 3)
        before.draw("Same", x: 0, y: 0)
        before.draw("Same", x: 0, y: 1)
        before.draw("Last", x: 0, y: 2)
        var next = before
        next.copyRow(1, of: before, to: 0)
        next.blankRow(1)
        let keys = (0..<3).map { Cell.contentKey(of: before.row($0)) }
        let compared = ShownRowKeys.compare(next, with: before, rows: 3, oldKeys: keys)
        #expect(compared.unchanged == [true, false, true])
        #expect(compared.keys == [keys[1], Cell.contentKey(of: next.row(1)), keys[2]])
        // With a key that differs, as a row moved onto another text has, the cells are not read.
        let differing = ShownRowKeys.compare(next, with: before, rows: 3, oldKeys: [1, 2, 3])
        #expect(differing.unchanged == [false, false, true] && differing.keys[0] == 2)
    }

    @Test func aRowIsSharedOnlyWhereItIsTheSameStorage() {
        let canvas = Self.canvas()
        var copy = canvas
        #expect((0..<3).allSatisfy { copy.sharesRow($0, with: canvas) })
        copy.draw("x", x: 0, y: 1)
        #expect(copy.sharesRow(0, with: canvas) && !copy.sharesRow(1, with: canvas))
        #expect(copy.sharesRow(2, with: canvas) && !copy.sharesRow(2, with: canvas, row: 0))
        #expect(!Self.canvas().sharesRow(0, with: canvas))
        #expect(!copy.sharesRow(3, with: canvas) && !copy.sharesRow(0, with: canvas, row: -1))
    }
}
