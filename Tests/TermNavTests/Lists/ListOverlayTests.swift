import TermNav
import TermNavTesting
import Testing

/// An inbox whose list is empty until a message comes: the placeholder as an overlay on it.
private struct Inbox: View {
    @State private var messages: [String] = []

    var body: some View {
        NavigationStack {
            List(messages, id: \.self) { Text($0) }
                .overlay {
                    if messages.isEmpty {
                        ContentUnavailableView("No items", systemImage: "tray")
                    }
                }
                .navigationTitle("Inbox")
                .toolbar { Button("Fetch") { messages.append("Hello") } }
        }
    }
}

/// A searchable list that shows `ContentUnavailableView.search` over its rows when none match.
private struct Cities: View {
    @State private var query = ""
    let cities = ["Lima", "Oslo", "Rome"]

    var results: [String] { cities.filter { query.isEmpty || $0.contains(query) } }

    var body: some View {
        NavigationStack {
            List(results, id: \.self) { Text($0) }
                .overlay {
                    if results.isEmpty { ContentUnavailableView.search }
                }
                .navigationTitle("Cities")
                .searchable(text: $query)
        }
    }
}

/// `.overlay` on a `List` with no rows draws its view centred over the list's rows, as SwiftUI
/// draws it over the list's area: the usual placeholder of an empty list or an empty search.
@MainActor @Suite struct ListOverlayTests {
    @Test func anEmptyListShowsItsOverlayCentredOverItsRows() {
        let driver = TestDriver(Inbox(), width: 40, height: 11)
        driver.expectScreen([
            " Inbox                            Fetch",
            "",
            "",
            "",
            "",
            "                   ▤",
            "                No items",
            "",
            "",
            "",
            " Tab Fetch  q quit",
        ])
        // Once the list has a row, the overlay shows nothing and the rows are drawn.
        driver.press(.tab, .return)
        driver.expectScreen([
            " Inbox                            Fetch",
            "",
            " Hello",
            "",
            "",
            "",
            "",
            "",
            "",
            "",
            " Enter open  Tab Fetch  q quit      1/1",
        ])
    }

    @Test func aSearchThatFindsNothingShowsTheSearchPlaceholder() {
        let driver = TestDriver(Cities(), width: 44, height: 12, unicode: false)
        driver.press("/")
        driver.type("x")
        driver.expectScreen([
            " Cities",
            "",
            " / x",
            "",
            "",
            "",
            "                    /",
            "                No Results",
            "  Check the spelling or try a new search.",
            "",
            "",
            " Up/Down results  Enter done  Esc leave",
        ])
        driver.press(.delete)
        driver.expectLines([" / Search", " Lima", " Oslo", " Rome", ""], from: 2)
    }
}
