import TermNav
import TermNavTesting
import Testing

// `Link` and `@Environment(\.openURL)`: the link's look, Enter and a click opening its URL
// through the environment's action, an app's own action and what its result asks of the system.

private let help = URL(string: "https://example.com/help")
private let news = URL(string: "https://example.com/news?page=2")

private struct Links: View {
    var body: some View {
        NavigationStack {
            List {
                Text("About")
                if let help { Link("Help", destination: help) }
                if let news {
                    Link(destination: news) { Label("News", systemImage: "newspaper") }
                }
            }
            .navigationTitle("Links")
        }
    }
}

/// An app's own action, which keeps what it was given and returns what it is told to.
private struct OwnAction: View {
    let result: OpenURLAction.Result
    let seen: Box

    var body: some View {
        NavigationStack {
            List {
                if let help { Link("Help", destination: help) }
                ReadsOpenURL(seen: seen)
            }
            .navigationTitle("Own")
        }
        .environment(
            \.openURL,
            OpenURLAction { [seen, result] url in
                seen.urls.append(url)
                return result
            })
    }
}

/// A button that opens a URL itself and keeps whether it was accepted.
private struct ReadsOpenURL: View {
    let seen: Box
    @Environment(\.openURL) private var openURL

    var body: some View {
        Button("Open news") {
            if let news { openURL(news) { seen.accepted.append($0) } }
        }
    }
}

@MainActor private final class Box {
    var urls: [URL] = []
    var accepted: [Bool] = []
}

@MainActor @Suite struct LinkTests {
    @Test func aLinkIsAnUnderlinedRowThatLinksItsCellsToItsURL() {
        let driver = TestDriver(Links(), width: 30, height: 7)
        driver.press(.downArrow)
        driver.expectScreen([
            " Links",
            " About",
            " Help",
            " ▤ News",
            "",
            "",
            " ↑↓ move  Enter open      2/3",
        ])
        let help = (1...4).map { driver.cell(x: $0, y: 2) }
        #expect(help.allSatisfy { $0.isUnderline && $0.link == "https://example.com/help" })
        #expect(driver.cell(x: 5, y: 2).link == nil)
        #expect(driver.cell(x: 1, y: 1).link == nil && !driver.cell(x: 1, y: 1).isUnderline)
        #expect(driver.cell(x: 3, y: 3).link == "https://example.com/news?page=2")
    }

    @Test func inASCIITheLinkReadsTheSame() {
        let driver = TestDriver(Links(), width: 30, height: 7, unicode: false)
        driver.expectScreen([
            " Links",
            " About",
            " Help",
            " # News",
            "",
            "",
            " Up/Down move  q quit     1/3",
        ])
        #expect(driver.cell(x: 1, y: 2).link == "https://example.com/help")
    }

    @Test func enterOnALinkOpensItsURLAndStaysOnTheScreen() {
        let driver = TestDriver(Links(), width: 30, height: 7)
        driver.press(.downArrow, .return)
        #expect(driver.openedURLs == [help].compactMap { $0 })
        #expect(driver.depth == 1)
        driver.press(.downArrow, .return)
        #expect(driver.openedURLs == [help, news].compactMap { $0 })
    }

    @Test func aClickOnTheFocusedLinkOpensIt() {
        let driver = TestDriver(Links(), width: 30, height: 7)
        driver.click(x: 2, y: 3)
        #expect(driver.openedURLs.isEmpty)
        driver.click(x: 2, y: 3)
        #expect(driver.openedURLs == [news].compactMap { $0 })
    }

    @Test func anAppsOwnActionTakesTheURLInsteadOfTheSystem() {
        let seen = Box()
        let driver = TestDriver(OwnAction(result: .handled, seen: seen), width: 30, height: 6)
        driver.press(.return)
        #expect(seen.urls == [help].compactMap { $0 })
        #expect(driver.openedURLs.isEmpty)
        driver.press(.downArrow, .return)
        #expect(seen.accepted == [true])
    }

    @Test func aDiscardedURLIsNotOpenedAndTheCompletionIsToldSo() {
        let seen = Box()
        let driver = TestDriver(OwnAction(result: .discarded, seen: seen), width: 30, height: 6)
        driver.press(.downArrow, .return)
        #expect(seen.urls == [news].compactMap { $0 })
        #expect(seen.accepted == [false])
        #expect(driver.openedURLs.isEmpty)
    }

    @Test func theSystemOpensTheURLAnActionAsksFor() {
        let seen = Box()
        let other = URL(string: "https://example.com/other")
        let driver = TestDriver(
            OwnAction(result: other.map { .systemAction($0) } ?? .systemAction, seen: seen), width: 30,
            height: 6)
        driver.press(.return)
        #expect(driver.openedURLs == [other].compactMap { $0 })
        driver.press(.downArrow, .return)
        #expect(seen.accepted == [true])
        #expect(driver.openedURLs == [other, other].compactMap { $0 })
    }
}
