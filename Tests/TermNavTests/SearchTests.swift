import TermNav
import TermNavTesting
import Testing

private struct Titles: View {
    @State private var query: String
    let titles = ["Emma", "Persuasion", "東京物語", "Sense and Sensibility"]

    init(query: String = "") {
        _query = State(initialValue: query)
    }

    var body: some View {
        NavigationStack {
            List {
                StopSearching()
                ForEach(titles.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
            }
            .navigationTitle("Titles")
            .searchable(text: $query)
        }
    }
}

private struct StopSearching: View {
    @Environment(\.isSearching) private var isSearching
    @Environment(\.dismissSearch) private var dismissSearch

    var body: some View {
        Button(isSearching ? "Stop searching" : "Not searching") { dismissSearch() }
    }
}

@MainActor @Suite struct SearchTests {
    @Test func dismissSearchEmptiesTheTextAndEndsTheSearch() {
        let driver = TestDriver(Titles(), width: 30, height: 9)
        driver.press("/")
        driver.type("Se")
        driver.press(.upArrow)
        driver.expectScreen([
            " Titles",
            "",
            " ⌕ Se",
            " Stop searching",
            " Sense and Sensibility",
            "",
            "",
            "",
            " ↑↓ move  Enter open      1/2",
        ])
        #expect(driver.focusedLine == " Stop searching")
        driver.press(.return)
        driver.expectLines([" ⌕ Search", " Not searching", " Emma", " Persuasion", " 東京物語"], from: 2)
    }

    @Test func typedWideTextAndAControlCharacterAreDrawnSafely() {
        let driver = TestDriver(Titles(query: "a\u{1B}[2J"), width: 30, height: 9)
        #expect(driver.line(containing: "⌕ a") != nil)
        #expect(!driver.screenText.contains("\u{1B}"))
        driver.press("/")
        driver.press([KeyPress(KeyEquivalent("\u{07}"))])
        driver.press(.escape, .escape)
        driver.press("/")
        driver.type("東京")
        driver.expectLines([" ⌕ 東京", " Stop searching", " 東京物語", ""], from: 2)
    }

    @Test func aLongTextShowsItsEndAndTheAsciiGlyph() {
        let driver = TestDriver(Titles(), width: 16, height: 8, unicode: false)
        driver.press("/")
        driver.type("Sense and Sensibility")
        driver.expectLines([" / ~ensibility"], from: 2)
        driver.press(.escape, .escape)
        driver.expectLines([" / Search"], from: 2)
    }
}
