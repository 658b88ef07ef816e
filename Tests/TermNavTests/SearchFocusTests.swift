import TermNav
import TermNavTesting
import Testing

/// A list of people the app filters by the search text, as a searchable list is written.
private struct People: View {
    @State private var query = ""
    let names = ["Ann", "Bob", "Cat", "Dan", "Eve"]

    var body: some View {
        NavigationStack {
            List(names.filter { query.isEmpty || $0.contains(query) }, id: \.self) { name in
                Text(name)
            }
            .navigationTitle("People")
            .searchable(text: $query)
        }
    }
}

/// The focus goes back, when a search ends, to the row it was on when the search began, as
/// SwiftUI does; leaving the search field with Esc goes back to it too while it is among the
/// results.
@MainActor @Suite struct SearchFocusTests {
    @Test func endingASearchGoesBackToTheRowFocusedBeforeIt() {
        let driver = TestDriver(People(), width: 30, height: 10)
        driver.press(.end)
        driver.press("/")
        driver.type("a")
        // Esc leaves the field: Eve is not among the results, the first one keeps the focus.
        driver.press(.escape)
        #expect(driver.focusedText == "Cat")
        // Esc again ends the search: every row is back, and the focus on Eve.
        driver.press(.escape)
        driver.expectScreen([
            " People",
            "",
            " ⌕ Search",
            " Ann",
            " Bob",
            " Cat",
            " Dan",
            " Eve",
            "",
            " ↑↓ move  / search        5/5",
        ])
        #expect(driver.focusedText == "Eve")
    }

    @Test func leavingTheSearchFieldGoesBackToTheRowWhileItIsAResult() {
        let driver = TestDriver(People(), width: 30, height: 10)
        driver.press(.downArrow, .downArrow, .downArrow)
        driver.press("/")
        driver.type("a")
        driver.press(.escape)
        driver.expectScreen([
            " People",
            "",
            " ⌕ a",
            " Cat",
            " Dan",
            "",
            "",
            "",
            "",
            " ↑↓ move  Esc back        2/2",
        ])
        #expect(driver.focusedText == "Dan")
        driver.press(.escape)
        #expect(driver.focusedText == "Dan")
        driver.expectLines([" ⌕ Search", " Ann", " Bob", " Cat", " Dan", " Eve"], from: 2)
    }
}
