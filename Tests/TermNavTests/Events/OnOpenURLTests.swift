import Foundation
import TermNav
import TermNavTesting
import Testing

// `.onOpenURL`: URLs of the app's own scheme, given at start or opened with `openURL`, go to the
// handlers of the views on screen.

/// Opens a URL written as text, through the environment's action.
@MainActor private func open(_ text: String, with openURL: OpenURLAction) {
    if let url = URL(string: text) { openURL(url) }
}

private struct Shelf: View {
    @State private var opened = "none"
    @Environment(\.openURL) private var openURL

    var body: some View {
        NavigationStack {
            VStack {
                Text("Opened: \(opened)")
                Button("Book 7") { open("books://books/7", with: openURL) }
                Button("Website") { open("https://example.com", with: openURL) }
            }
            .navigationTitle("Shelf")
            .onOpenURL { url in opened = (url.host ?? "") + url.path }
        }
    }
}

private struct ShelfApp: App {
    static var url: URL?

    var body: some Scene {
        WindowGroup { Shelf() }
    }

    var initialURL: URL? { Self.url }
}

private struct Plain: View {
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Book 1") { open("books://books/1", with: openURL) }
    }
}

@MainActor @Suite struct OnOpenURLTests {
    @Test func aURLGivenAtStartReachesTheViewsOnScreen() {
        ShelfApp.url = URL(string: "books://books/42")
        defer { ShelfApp.url = nil }
        let driver = TestDriver(app: ShelfApp(), width: 24, height: 7)
        driver.expectScreen([
            " Shelf",
            "",
            "    Opened: books/42",
            "         Book 7",
            "        Website",
            "",
            " ↑↓ move  Enter open",
        ])
    }

    @Test func theAppsOwnSchemeGoesToItsHandlersAndTheWebToTheSystem() {
        let driver = TestDriver(Shelf(), width: 24, height: 7)
        driver.press(.return)
        driver.expectScreen([
            " Shelf",
            "",
            "    Opened: books/7",
            "        Book 7",
            "        Website",
            "",
            " ↑↓ move  Enter open",
        ])
        #expect(driver.openedURLs.isEmpty)
        driver.press(.downArrow, .return)
        #expect(driver.openedURLs == [URL(string: "https://example.com")!])
    }

    @Test func aDeepLinkDeliveredByTheDriverReachesTheHandlers() {
        let driver = TestDriver(Shelf(), width: 24, height: 7)
        #expect(driver.open(url: URL(string: "books://authors/3")!))
        #expect(driver.line(containing: "Opened") == "   Opened: authors/3")
        let plain = TestDriver(Plain(), width: 24, height: 3)
        #expect(!plain.open(url: URL(string: "books://authors/3")!))
    }

    @Test func withNoHandlerOnScreenTheAppsSchemeGoesToTheSystem() {
        let driver = TestDriver(Plain(), width: 24, height: 3)
        driver.press(.return)
        #expect(driver.openedURLs == [URL(string: "books://books/1")!])
    }
}
