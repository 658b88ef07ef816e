import TermNav
import TermNavTesting
import Testing

// Gauge, ContentUnavailableView, badges on rows and the label styles, in both glyph sets.

private struct Mail: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Inbox") { Text("Inbox") }
                    .badge(12)
                Text("Drafts").badge("new")
                Text("Sent").badge(0)
                Label("Archive", systemImage: "folder")
                Label("Trash", systemImage: "trash").labelStyle(.titleOnly)
                Gauge(value: 0.75) {
                    Text("Quota")
                } currentValueLabel: {
                    Text("75%")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("1")
                }
                Gauge(value: 30, in: 0...120) { Text("Speed") }
                    .gaugeStyle(.accessoryCircular)
            }
            .navigationTitle("Mail")
        }
    }
}

private struct Empty: View {
    var query = ""

    var body: some View {
        NavigationStack {
            Group {
                if query.isEmpty {
                    ContentUnavailableView(
                        "No Mail", systemImage: "envelope", description: Text("New mail shows here."))
                } else {
                    ContentUnavailableView.search(text: query)
                }
            }
            .navigationTitle("Inbox")
        }
    }
}

@MainActor @Suite struct StatusViewsTests {
    @Test func badgesLabelsAndGaugesInUTF8() {
        let driver = TestDriver(Mail(), width: 40, height: 12)
        driver.expectScreen([
            " Mail",
            "",
            " Inbox                             12 ›",
            " Drafts                             new",
            " Sent",
            " ▭ Archive",
            " Trash",
            " Quota 0 ██████████████████░░░░░░ 1 75%",
            " Speed                                ◔",
            "",
            "",
            " ↑↓ move  Enter open  q quit        1/7",
        ])
    }

    @Test func anEmptyScreenAndAnEmptySearch() {
        let driver = TestDriver(Empty(), width: 40, height: 8)
        driver.expectScreen([
            " Inbox",
            "",
            "",
            "                   ✉",
            "                No Mail",
            "          New mail shows here.",
            "",
            " q quit",
        ])
        let search = TestDriver(Empty(query: "tea"), width: 40, height: 8, unicode: false)
        search.expectScreen([
            " Inbox",
            "",
            "",
            "                   /",
            "          No Results for \"tea\"",
            "    Check the spelling or try a new",
            "    search.",
            " q quit",
        ])
    }
}
