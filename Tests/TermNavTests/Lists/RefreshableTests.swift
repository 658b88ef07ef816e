import TermNav
import TermNavTesting
import Testing

private actor Feed {
    private var fetched = 0

    func latest() -> [String] {
        fetched += 1
        return (1...fetched).map { "Post \($0)" }
    }
}

private struct Posts: View {
    let feed: Feed
    @State private var posts = ["Post 1"]

    var body: some View {
        NavigationStack {
            List(posts, id: \.self) { Text($0) }
                .refreshable {
                    posts = await feed.latest() + ["refreshed"]
                }
                .navigationTitle("Posts")
        }
    }
}

@MainActor @Suite struct RefreshableTests {
    @Test func controlRRefreshesAndTheScreenShowsWhatTheActionLoaded() async {
        let driver = TestDriver(Posts(feed: Feed()), width: 30, height: 7)
        driver.expectScreen([
            " Posts",
            " Post 1",
            "",
            "",
            "",
            "",
            " ^R refresh  q quit       1/1",
        ])
        driver.press("r", modifiers: .control)
        await driver.settle()
        driver.press("r", modifiers: .control)
        await driver.settle()
        driver.expectScreen([
            " Posts",
            " Post 1",
            " Post 2",
            " refreshed",
            "",
            "",
            " ↑↓ move  ^R refresh      1/3",
        ])
        let plain = TestDriver(List { Text("Static") }, width: 30, height: 6)
        plain.press("r", modifiers: .control)
        plain.expectScreen([" Static", "", "", "", "", " q quit                   1/1"])
    }
}
