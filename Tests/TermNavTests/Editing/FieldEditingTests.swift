import TermNav
import TermNavTesting
import Testing

private struct Shelf: View {
    @State private var query = ""
    let titles = ["hello world", "hello big world", "world", "Emma"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(titles.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
            }
            .navigationTitle("Shelf")
            .searchable(text: $query)
        }
    }
}

private struct Plain: View {
    var body: some View {
        NavigationStack {
            List {
                ForEach(["alpha", "beta", "gamma", "alphabet"], id: \.self) { Text($0) }
            }
            .navigationTitle("Plain")
        }
    }
}

/// The search field and the filter line edit as readline does: the insertion point moves, text
/// goes in and out where it is, kills are yanked back, undo takes back a step; the text scrolls
/// sideways to keep the terminal's cursor, at the insertion point, in view.
@MainActor @Suite struct FieldEditingTests {
    /// The column of the terminal's cursor, when it shows on a line.
    static func cursorColumn(_ driver: TestDriver, line: Int) -> Int? {
        driver.cursor.flatMap { $0.y == line ? $0.x : nil }
    }

    @Test func textGoesInWhereTheInsertionPointIs() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.press("/")
        driver.type("hello world")
        for _ in 0..<5 { driver.press(.leftArrow) }
        #expect(Self.cursorColumn(driver, line: 2) == 9, "the cursor on the w")
        driver.type("big ")
        driver.expectScreen([
            " Shelf",
            "",
            " ⌕ hello big world",
            " hello big world",
            "",
            "",
            "",
            " ↑↓ results  Enter done",
        ])
        #expect(Self.cursorColumn(driver, line: 2) == 13, "still on the w")
        #expect(driver.cell(x: 13, y: 2).grapheme == "w")
    }

    @Test func killsYanksAndUndoInTheSearchField() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.press("/")
        driver.type("hello big world")
        driver.press("w", modifiers: .control)
        driver.expectLines([" ⌕ hello big", " hello big world"], from: 2)
        driver.press("w", modifiers: .control)
        driver.expectLines([" ⌕ hello", " hello world", " hello big world"], from: 2)
        driver.press(.home)
        driver.press("y", modifiers: .control)
        driver.expectLines([" ⌕ big worldhello"], from: 2, "a run of kills comes back as one")
        driver.press("_", modifiers: .control)
        driver.expectLines([" ⌕ hello"], from: 2)
        driver.press(.end)
        driver.press(.leftArrow, modifiers: .option)
        driver.press("k", modifiers: .control)
        driver.expectLines([" ⌕ Search", " hello world"], from: 2)
        #expect(Self.cursorColumn(driver, line: 2) == 3, "the cursor on the dim prompt's first cell")
        driver.press(.downArrow)
        #expect(driver.cursor == nil, "hidden once the rows have the focus")
    }

    @Test func keysThatActOnTheListTypeInTheField() {
        let driver = TestDriver(Shelf(), width: 30, height: 8)
        driver.press("/")
        driver.type("q/j ")
        driver.press(.leftArrow)
        driver.press(.delete)
        driver.expectLines([" ⌕ q/ ", ""], from: 2)
        #expect(!driver.isFinished)
    }

    @Test func aLongTextScrollsSidewaysToKeepTheCursorInView() {
        let driver = TestDriver(Shelf(), width: 20, height: 6)
        driver.press("/")
        driver.type("the quick brown fox jumps")
        driver.expectLines([" ⌕ …rown fox jumps"], from: 1)
        #expect(
            Self.cursorColumn(driver, line: 1) == 18,
            "after the text, in the last column the field has")
        driver.press(.home)
        driver.expectLines([" ⌕ the quick brown…"], from: 1)
        #expect(Self.cursorColumn(driver, line: 1) == 3)
        driver.press(.rightArrow, modifiers: .option)
        #expect(Self.cursorColumn(driver, line: 1) == 6, "after the first word, the window stays")
        driver.expectLines([" ⌕ the quick brown…"], from: 1)
        driver.press(.end)
        driver.expectLines([" ⌕ …rown fox jumps"], from: 1)
    }

    @Test func theFilterLineEditsAsTheSearchFieldDoes() {
        let driver = TestDriver(Plain(), width: 30, height: 9)
        driver.press("/")
        driver.type("alpa")
        driver.press(.leftArrow)
        driver.type("h")
        driver.expectScreen([
            " Plain",
            "",
            " ⌕ alpha  2 of 4",
            " alpha",
            " alphabet",
            "",
            "",
            "",
            " ↑↓ rows  Enter open",
        ])
        driver.press("u", modifiers: .control)
        driver.expectLines([" ⌕ a  4 of 4"], from: 2)
    }

    @Test func inAsciiTheCutMarkIsATilde() {
        let driver = TestDriver(Shelf(), width: 20, height: 6, unicode: false)
        driver.press("/")
        driver.type("the quick brown fox jumps")
        driver.press(.home)
        driver.expectLines([" / the quick brown~"], from: 1)
    }
}
