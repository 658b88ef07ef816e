import TermNav
import TermNavTesting
import Testing

// A searchable list of countries, as a SwiftUI tutorial writes it: the app keeps the search text
// in @State and filters its own rows by it; a header reads isSearching.

private struct Country: Identifiable, Hashable {
    let id = UUID()
    let name: String
    let capital: String
}

private let allCountries = [
    Country(name: "Argentina", capital: "Buenos Aires"),
    Country(name: "Australia", capital: "Canberra"),
    Country(name: "Canada", capital: "Ottawa"),
    Country(name: "France", capital: "Paris"),
    Country(name: "Germany", capital: "Berlin"),
    Country(name: "Japan", capital: "Tokyo"),
    Country(name: "Kenya", capital: "Nairobi"),
    Country(name: "Norway", capital: "Oslo"),
]

private struct CountryList: View {
    @State private var searchText = ""

    var searchResults: [Country] {
        if searchText.isEmpty {
            return allCountries
        } else {
            return allCountries.filter { $0.name.localizedCaseInsensitiveContains(searchText) }
        }
    }

    var body: some View {
        NavigationStack {
            VStack {
                SearchSummary(count: searchResults.count)
                List(searchResults) { country in
                    NavigationLink(country.name, value: country)
                }
            }
            .navigationTitle("Countries")
            .navigationDestination(for: Country.self) { country in
                CountryDetail(country: country)
            }
            .searchable(
                text: $searchText, placement: .navigationBarDrawer(displayMode: .always),
                prompt: "Search countries")
        }
    }
}

private struct SearchSummary: View {
    @Environment(\.isSearching) private var isSearching
    let count: Int

    var body: some View {
        if isSearching {
            Text("\(count) found")
                .foregroundStyle(.secondary)
        }
    }
}

private struct CountryDetail: View {
    let country: Country

    var body: some View {
        VStack(alignment: .leading) {
            Text("Capital: \(country.capital)")
        }
        .navigationTitle(country.name)
    }
}

// Driven headlessly.

@MainActor @Suite struct SearchableListSampleTests {
    @Test func slashTypesBackspaceDeletesAndTheAppFilters() {
        let driver = TestDriver(CountryList(), width: 40, height: 12)
        driver.expectScreen([
            " Countries",
            "",
            " ⌕ Search countries",
            " Argentina                            ›",
            " Australia                            ›",
            " Canada                               ›",
            " France                               ›",
            " Germany                              ›",
            " Japan                                ›",
            " Kenya                                ›",
            " Norway                               ›",
            " ↑↓ move  Enter open  / search      1/8",
        ])
        driver.press("/")
        driver.type("an")
        driver.expectScreen([
            " Countries",
            "",
            " ⌕ an",
            " 4 found",
            " Canada                               ›",
            " France                               ›",
            " Germany                              ›",
            " Japan                                ›",
            "",
            "",
            "",
            " ↑↓ results  Enter done  Esc leave",
        ])
        // Typing never quits nor goes back: q and h are letters here.
        driver.type("q")
        #expect(!driver.isFinished)
        driver.expectLines([" ⌕ anq", " 0 found", ""], from: 2)
        driver.press(.delete, .delete)
        driver.expectLines([" ⌕ a", " 8 found"], from: 2)
        driver.type("pan")
        driver.expectLines([" ⌕ apan", " 1 found", " Japan                                ›", ""], from: 2)
    }

    @Test func downLeavesTheFieldAndEscClearsBeforeGoingBack() {
        let driver = TestDriver(CountryList(), width: 40, height: 12)
        driver.press("/")
        driver.type("ma")
        driver.press(.downArrow)
        #expect(driver.focusedLine == " Germany                              ›")
        driver.press(.return)
        driver.expectScreen([
            " ‹ Countries    Germany",
            "",
            "",
            "",
            "",
            "",
            "            Capital: Berlin",
            "",
            "",
            "",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape)
        // Back on the list, the search is as it was left.
        driver.expectLines(
            [" Countries", "", " ⌕ ma", " 1 found", " Germany                              ›"], from: 0)
        driver.press(.escape)
        driver.expectLines(
            [" Countries", "", " ⌕ Search countries", " Argentina                            ›"], from: 0)
        #expect(driver.line(containing: "found") == nil)
        driver.press(.escape)
        #expect(driver.depth == 1)
        #expect(!driver.isFinished)
    }

    @Test func enterKeepsTheTextAndSlashComesBackToIt() {
        let driver = TestDriver(CountryList(), width: 40, height: 12)
        driver.press("/")
        driver.type("nor")
        driver.press(.return)
        #expect(driver.focusedLine == " Norway                               ›")
        driver.expectLines([" ⌕ nor", " 1 found"], from: 2)
        driver.press("/", "x")
        driver.expectLines([" ⌕ norx", " 0 found"], from: 2)
        // Esc leaves the field with its text, then ends the search.
        driver.press(.escape)
        driver.expectLines([" ⌕ norx", " 0 found"], from: 2)
        driver.press(.escape)
        driver.expectLines([" ⌕ Search countries", " Argentina                            ›"], from: 2)
    }
}
