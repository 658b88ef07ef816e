import Testing

@testable import TermNavCore

/// The renderer keeps its canvas and redraws only the rows whose content changed: a key that
/// moves the focus draws the two rows and the position, a scroll moves rows rather than drawing
/// them, and what it returns is always the canvas a renderer drawing afresh would return.
@MainActor @Suite struct ScreenRendererTests {
    struct Numbers: View {
        let count: Int
        var body: some View {
            NavigationStack {
                List(0..<count, id: \.self) { number in
                    NavigationLink("Number \(number)", destination: Text("Details of \(number)"))
                }
                .navigationTitle("Numbers")
            }
        }
    }

    /// Where a row's cells are stored: two canvases showing the same storage share the row.
    static func storage(of canvas: Canvas, row y: Int) -> UnsafeRawPointer? {
        canvas.row(y).withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    /// The rows of two canvases that are stored apart.
    static func rowsStoredApart(_ first: Canvas, _ second: Canvas) -> [Int] {
        (0..<first.height).filter { storage(of: first, row: $0) != storage(of: second, row: $0) }
    }

    @Test func aFocusMoveRedrawsTheTwoRowsAndThePositionOnly() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        let size = Size(width: 40, height: 12)
        let before = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.downArrow))
        let frame = engine.frame(size: size, unicode: true)
        let after = renderer.render(frame)
        #expect(after == ScreenRenderer().render(frame))
        // The title is row 0 and a blank row 1; the rows start at 2 and the help line is the last.
        #expect(Self.rowsStoredApart(before, after) == [2, 3, 11])
    }

    /// Whether two arrays are the same storage.
    static func sameStorage(_ first: [LaidOutRow], _ second: [LaidOutRow]) -> Bool {
        first.withUnsafeBufferPointer { one in
            second.withUnsafeBufferPointer { $0.baseAddress == one.baseAddress }
        }
    }

    @Test func aFocusMoveKeepsTheWindowsRowsAndPaintsTwo() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        let size = Size(width: 40, height: 12)
        let first = engine.frame(size: size, unicode: true)
        _ = renderer.render(first)
        // Nine rows fill the lines between the title (and the blank line under it) and the help line.
        #expect(renderer.rowsPaintedLastFrame == 9)
        _ = engine.handle(KeyPress(.downArrow))
        let moved = engine.frame(size: size, unicode: true)
        // The engine hands the very rows again, with the focus one lower.
        #expect(Self.sameStorage(first.rows, moved.rows))
        #expect(first.focusedRow == 0 && moved.focusedRow == 1)
        let canvas = renderer.render(moved)
        #expect(renderer.rowsPaintedLastFrame == 2)
        #expect(canvas == ScreenRenderer().render(moved))
        // A frame made again with nothing changed paints no row.
        _ = renderer.render(engine.frame(size: size, unicode: true))
        #expect(renderer.rowsPaintedLastFrame == 0)
        // Scrolled by one, the window holds other rows, most of them shown before one line
        // lower: only the row that comes in and the one the focus left are painted.
        for _ in 0..<7 { _ = engine.handle(KeyPress(.downArrow)) }
        _ = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.downArrow))
        let scrolled = engine.frame(size: size, unicode: true)
        #expect(!Self.sameStorage(moved.rows, scrolled.rows) && scrolled.firstRow == 1)
        #expect(renderer.render(scrolled) == ScreenRenderer().render(scrolled))
        #expect(renderer.rowsPaintedLastFrame == 2)
        // Scrolled by a page, no row shown before is shown: all are painted.
        _ = engine.handle(KeyPress(.pageDown))
        let paged = engine.frame(size: size, unicode: true)
        #expect(renderer.render(paged) == ScreenRenderer().render(paged))
        #expect(renderer.rowsPaintedLastFrame == paged.rows.count)
        // Up to the first row shown, then one more: the rows move down by one, and again two are
        // painted.
        var up = paged
        while up.firstRow == paged.firstRow {
            _ = engine.handle(KeyPress(.upArrow))
            up = engine.frame(size: size, unicode: true)
            #expect(renderer.render(up) == ScreenRenderer().render(up))
        }
        #expect(up.firstRow == paged.firstRow - 1)
        #expect(renderer.rowsPaintedLastFrame == 2)
    }

    /// A list whose rows take one to four lines.
    struct Tall: View {
        var body: some View {
            NavigationStack {
                List(0..<60, id: \.self) { number in
                    VStack(alignment: .leading) {
                        Text("Item \(number)")
                        if number % 3 == 1 { Text("second line of \(number)") }
                        if number % 5 == 2 {
                            Text("third")
                            Text("fourth")
                        }
                    }
                }
                .navigationTitle("Tall")
            }
        }
    }

    /// Moves through a screen's rows, down and up in turns of `run` keys with a random key every
    /// `randomEvery`, and expects every canvas the renderer draws to be the one a renderer drawing
    /// afresh makes.
    /// - Returns: The number of frames that kept some rows.
    static func expectDrawnAsAfresh(
        _ root: some View, seed: UInt64, steps: Int, run: Int, randomEvery: Int,
        size: (Int) -> Size
    ) -> Int {
        var random = SeededRandom(seed: seed)
        let keys = [KeyPress(.downArrow), KeyPress(.upArrow), KeyPress(.pageDown), KeyPress(.pageUp)]
        let engine = NavigationEngine(root: root)
        let renderer = ScreenRenderer()
        var kept = 0
        for step in 0..<steps {
            let key =
                step % randomEvery == randomEvery - 1
                ? keys.randomElement(using: &random) : keys[step / run % 2]
            _ = engine.handle(key ?? KeyPress(.downArrow))
            let frame = engine.frame(size: size(step), unicode: true)
            let canvas = renderer.render(frame)
            if renderer.rowsPaintedLastFrame < frame.rows.count { kept += 1 }
            // Compared apart, so that a failure names the step and the lines, not every cell.
            let fresh = ScreenRenderer().render(frame)
            let same = canvas == fresh
            #expect(same, "step \(step): \(canvas.lines) drawn, \(fresh.lines) afresh")
        }
        return kept
    }

    @Test func rowsOfManyLinesKeptOrMovedAreDrawnAsAfresh() {
        // Random moves through rows of one to four lines, the last row often cut by the region's
        // end, at a few sizes: every canvas is the one a renderer drawing afresh makes.
        let kept = Self.expectDrawnAsAfresh(Tall(), seed: 0x7A11, steps: 400, run: 40, randomEvery: 7) {
            step in
            // The size changes every 100 steps, from step 99 on.
            let changed = (step + 1) / 100 * 100 - 1
            return changed < 99
                ? Size(width: 40, height: 12) : Size(width: 30 + changed % 17, height: 7 + changed % 11)
        }
        // Most frames kept some rows, so the kept and moved rows were checked.
        #expect(kept > 200)
    }

    /// A list whose rows repeat every few rows: a line a scroll leaves behind often holds a row
    /// that went out just like the one that comes in.
    struct Repeating: View {
        var body: some View {
            NavigationStack {
                List(0..<200, id: \.self) { number in
                    NavigationLink("Row \(number % 3)", destination: Text("Details of \(number)"))
                }
                .navigationTitle("Repeating")
            }
        }
    }

    @Test func rowsThatRepeatScrollAsDrawnAfresh() {
        let kept = Self.expectDrawnAsAfresh(Repeating(), seed: 0x5C01, steps: 300, run: 30, randomEvery: 5) {
            _ in
            Size(width: 30, height: 10)
        }
        #expect(kept > 150)
    }

    @Test func aBoxOverTheRowsLeavesThemToBePaintedAfresh() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        let size = Size(width: 40, height: 12)
        _ = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress("?"))
        let help = engine.frame(size: size, unicode: true)
        #expect(!help.overlay.isEmpty && help.focusedRow == nil)
        #expect(renderer.render(help) == ScreenRenderer().render(help))
        _ = engine.handle(KeyPress(.escape))
        let closed = engine.frame(size: size, unicode: true)
        #expect(renderer.render(closed) == ScreenRenderer().render(closed))
        #expect(renderer.rowsPaintedLastFrame == closed.rows.count)
    }

    @Test func aScrollMovesRowsInsteadOfDrawingThem() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        let size = Size(width: 40, height: 12)
        _ = renderer.render(engine.frame(size: size, unicode: true))
        for _ in 0..<8 { _ = engine.handle(KeyPress(.downArrow)) }
        let before = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.downArrow))
        let frame = engine.frame(size: size, unicode: true)
        let after = renderer.render(frame)
        #expect(after == ScreenRenderer().render(frame))
        // Each row that only moved up is the row drawn before, one line lower.
        let moved = (2..<9).filter { y in
            y != 9 && Self.storage(of: after, row: y) == Self.storage(of: before, row: y + 1)
        }
        #expect(moved.count >= 6)
    }

    @Test func aResizeDrawsEverythingAgain() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        _ = renderer.render(engine.frame(size: Size(width: 40, height: 12), unicode: true))
        let frame = engine.frame(size: Size(width: 30, height: 8), unicode: true)
        let resized = renderer.render(frame)
        #expect(resized.width == 30 && resized.height == 8)
        #expect(resized == ScreenRenderer().render(frame))
    }

    @Test func aPushAndPopComeBackToTheSameCanvas() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        let size = Size(width: 40, height: 12)
        _ = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.downArrow))
        let list = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.return))
        let details = renderer.render(engine.frame(size: size, unicode: true))
        #expect(details.lines.contains { $0.contains("Details of 1") })
        _ = engine.handle(KeyPress(.escape))
        let back = renderer.render(engine.frame(size: size, unicode: true))
        // The same cells; the cursor rests on the title for the first frame after the pop.
        #expect(back.cursorPlace == .focus(CellPosition(x: 1, y: 0)))
        var atFocus = back
        atFocus.cursorPlace = list.cursorPlace
        #expect(atFocus == list)
        // Every row comes back from the list's own last canvas: none is drawn again.
        #expect(Self.rowsStoredApart(list, back).isEmpty)
    }

    @Test func onlyTheScreensOnTheStackAreKept() {
        let engine = NavigationEngine(root: Numbers(count: 100))
        let renderer = ScreenRenderer()
        let size = Size(width: 40, height: 12)
        _ = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.return))
        let details = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.escape))
        _ = renderer.render(engine.frame(size: size, unicode: true))
        _ = engine.handle(KeyPress(.return))
        // The details screen was popped: pushing it again draws it afresh, equal but not shared.
        let again = renderer.render(engine.frame(size: size, unicode: true))
        #expect(again == details)
        #expect(Self.rowsStoredApart(details, again).contains(2))
    }
}
