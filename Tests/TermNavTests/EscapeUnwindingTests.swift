import TermNav
import TermNavTesting
import Testing

private struct Shelf: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Novels", destination: Novels())
                NavigationLink("Poems", destination: Poems())
            }
            .navigationTitle("Shelf")
        }
    }
}

private struct Novels: View {
    @State private var query = ""
    let titles = ["Emma", "Persuasion", "Sense and Sensibility"]

    var body: some View {
        List {
            ForEach(titles.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
        }
        .navigationTitle("Novels")
        .searchable(text: $query)
    }
}

private struct Poems: View {
    var body: some View {
        List {
            ForEach(["Ozymandias", "The Raven", "Kubla Khan"], id: \.self) { Text($0) }
        }
        .navigationTitle("Poems")
    }
}

/// Esc unwinds a screen's input mode one layer at a time: the list of keys closes, then the
/// search (or filter) left open ends, then the screen pops; the list of keys takes every key
/// but the ones that close it.
@MainActor @Suite struct EscapeUnwindingTests {
    @Test func escClosesTheKeysThenEndsTheSearchThenPops() {
        let driver = TestDriver(Shelf(), width: 36, height: 12)
        driver.press(.return)
        driver.press("/")
        driver.type("Se")
        driver.press(.downArrow)
        driver.press("?")
        #expect(driver.line(containing: "Esc close") != nil)
        driver.press(.escape)
        #expect(driver.line(containing: "Esc close") == nil)
        driver.expectLines([" ⌕ Se", " Sense and Sensibility"], from: 2)
        driver.press(.escape)
        driver.expectLines([" ⌕ Search", " Emma", " Persuasion", " Sense and Sensibility"], from: 2)
        #expect(driver.line(containing: "Novels") != nil)
        driver.press(.escape)
        #expect(driver.line(containing: "Shelf") != nil)
        #expect(driver.line(containing: "Novels") != nil)
        #expect(driver.line(containing: "Persuasion") == nil)
    }

    @Test func escInTheFilterLineClosesItThenPops() {
        let driver = TestDriver(Shelf(), width: 36, height: 12)
        driver.press(.downArrow)
        driver.press(.return)
        driver.press("/")
        driver.type("Ra")
        #expect(driver.line(containing: "The Raven") != nil)
        #expect(driver.line(containing: "Ozymandias") == nil)
        // Esc leaves the filter line with its text, then closes the filter, then pops.
        driver.press(.escape)
        #expect(driver.line(containing: "Ozymandias") == nil)
        #expect(driver.line(containing: "The Raven") != nil)
        driver.press(.escape)
        #expect(driver.line(containing: "Ozymandias") != nil)
        #expect(driver.line(containing: "Filter") == nil)
        driver.press(.escape)
        #expect(driver.line(containing: "Shelf") != nil)
    }

    @Test func theListOfKeysTakesEveryKeyButTheOnesThatCloseIt() {
        let driver = TestDriver(Shelf(), width: 36, height: 12)
        driver.press("?")
        #expect(driver.line(containing: "Esc close") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "Esc close") != nil)
        driver.press("q")
        #expect(driver.line(containing: "Esc close") == nil)
        // Enter went to the list of keys, not to the row beneath it.
        #expect(driver.line(containing: "Shelf") != nil)
        #expect(driver.line(containing: "Poems") != nil)
    }
}
