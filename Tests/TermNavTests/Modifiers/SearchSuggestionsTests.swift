import TermNav
import TermNavTesting
import Testing

// `.searchSuggestions` with `.searchCompletion`, `.searchable(text:suggestions:)` and
// `.searchScopes`: suggestions drawn under the search field while it has the keys, Tab choosing
// one and Enter taking it; a scope bar under the field while the search goes on.

private enum Shelf: String, CaseIterable, Hashable {
    case all = "All"
    case fruit = "Fruit"
    case vegetables = "Vegetables"
}

private struct Market: View {
    @State private var query = ""
    @State private var shelf = Shelf.all
    @State private var searched = "Nothing searched"
    let produce = [
        ("Apple", Shelf.fruit), ("Apricot", .fruit), ("Asparagus", .vegetables), ("Kale", .vegetables),
    ]

    var body: some View {
        NavigationStack {
            List {
                Text(searched)
                ForEach(shown, id: \.self) { Text($0) }
            }
            .navigationTitle("Market")
            .searchable(text: $query) {
                ForEach(
                    produce.map(\.0).filter { !query.isEmpty && $0.hasPrefix(query) && $0 != query },
                    id: \.self
                ) {
                    Text($0).searchCompletion($0)
                }
            }
            .searchScopes($shelf) {
                ForEach(Shelf.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .onSubmit(of: .search) { searched = "Searched \(query)" }
        }
    }

    private var shown: [String] {
        produce.filter { (shelf == .all || $0.1 == shelf) && (query.isEmpty || $0.0.hasPrefix(query)) }.map(
            \.0)
    }
}

@MainActor @Suite struct SearchSuggestionsTests {
    @Test func suggestionsShowUnderTheFieldAndTabChoosesOne() {
        let driver = TestDriver(Market(), width: 36, height: 12)
        driver.press("/")
        driver.type("Ap")
        driver.press(.tab, .tab)
        driver.expectScreen([
            " Market",
            "",
            " ⌕ Ap",
            " Apple",
            " Apricot",
            " ──────────────────────────────────",
            " Apricot",
            "",
            "",
            "",
            "",
            " Tab suggestions  ↑↓ results",
        ])
        #expect(driver.cells(of: "Apricot")?.first?.backgroundColor == .cyan, "the chosen one")
        #expect(driver.cells(of: "Apple")?.first?.backgroundColor != .cyan)
        driver.press(.return)
        driver.expectScreen([
            " Market",
            "",
            " ⌕ Apricot",
            " [ ✓All │ Fruit │ Vegetables ]",
            " Searched Apricot",
            " Apricot",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Esc back  / search    1/2",
        ])
    }

    @Test func theScopeBarChoosesWhatTheSearchShows() {
        let driver = TestDriver(Market(), width: 36, height: 12)
        driver.expectLines(
            [" ⌕ Search", " Nothing searched", " Apple"], from: 2, "no scope bar before a search")
        // Tab takes the focus from the rows to the bar, and → chooses the next scope.
        driver.press("/", "A", .escape, .tab)
        #expect(driver.focusedLine == " [ ✓All │ Fruit │ Vegetables ]")
        driver.press(.rightArrow, .rightArrow)
        driver.expectScreen([
            " Market",
            "",
            " ⌕ A",
            " [ All │ Fruit │ ✓Vegetables ]",
            " Nothing searched",
            " Asparagus",
            "",
            "",
            "",
            "",
            "",
            " ↑↓ move  Esc back  / search    1/2",
        ])
    }
}
