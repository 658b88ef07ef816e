import TermNav
import TermNavTesting
import Testing

// Rows loaded by .task when the list appears, with a loading state: the pattern of the
// async/await tutorials, a loader standing in for the network.

private struct Article: Identifiable, Decodable {
    let id: Int
    let title: String
}

private struct ArticleLoader {
    func load() async throws -> [Article] {
        try await Task.sleep(for: .milliseconds(5))
        let json = #"[{"id":1,"title":"Swift on the server"},{"id":2,"title":"Terminals are back"}]"#
        return try JSONDecoder().decode([Article].self, from: Data(json.utf8))
    }
}

private struct ArticlesView: View {
    @State private var articles: [Article] = []
    @State private var isLoading = true
    @State private var errorMessage: String?
    let loader = ArticleLoader()

    var body: some View {
        NavigationStack {
            List {
                if isLoading {
                    Text("Loading…")
                } else if let errorMessage {
                    Text(errorMessage)
                }
                ForEach(articles) { article in
                    NavigationLink(article.title) {
                        Text(article.title)
                            .navigationTitle("Article")
                    }
                }
            }
            .navigationTitle("Articles")
            .task {
                do {
                    articles = try await loader.load()
                } catch {
                    errorMessage = error.localizedDescription
                }
                isLoading = false
            }
        }
    }
}

@MainActor @Suite struct TaskLoadingSample {
    @Test func theRowsAppearOnceTheTaskHasLoadedThem() async {
        let driver = TestDriver(ArticlesView(), width: 32, height: 6)
        driver.expectLines([" Articles", " Loading…"], from: 0)
        await driver.settle()
        driver.expectScreen([
            " Articles",
            " Swift on the server          ›",
            " Terminals are back           ›",
            "",
            "",
            " ↑↓ move  Enter open        1/2",
        ])
    }
}
