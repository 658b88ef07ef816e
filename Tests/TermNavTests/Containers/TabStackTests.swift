import TermNav
import TermNavTesting
import Testing

// Each tab keeps its own navigation stack, its screens' focus, scroll and `@State`; Esc pops
// within a tab and never switches; the selection binding; appearing and disappearing; deep
// links naming a tab; pages.

@MainActor @Suite struct TabStackTests {
    /// Message 13 pushed in the inbox tab, opened once, the focus on its second row.
    static let message13 = [
        " ‹ Inbox       Message 13",
        "",
        " Message 13",
        " Opened 1",
        " Reply                                ›",
        "",
        " [▤ Inbox 3]  ➤ Sent   ⚙ Settings",
        " ↑↓ move  Enter open  Esc back      2/3",
    ]

    @Test func eachTabKeepsItsStackFocusAndScroll() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        for _ in 0..<12 { driver.press(.downArrow) }
        driver.press(.return)
        #expect(driver.title == "Message 13")
        driver.press(.downArrow)
        driver.press(.return)
        driver.expectScreen(Self.message13)
        // Sent's own stack: push and pop there.
        driver.press("2", modifiers: .option)
        #expect(driver.depth == 1)
        driver.press(.downArrow)
        driver.press(.return)
        #expect(driver.title == "To Bob")
        #expect(driver.depth == 2)
        driver.press(.escape)
        #expect(driver.title == "Sent")
        driver.press(.return)
        #expect(driver.title == "To Bob")
        // Back to the inbox: the message pushed there, its focus and its state as left.
        driver.press("1", modifiers: .option)
        driver.expectScreen(Self.message13)
        #expect(driver.focusedText == "Opened 1")
        driver.press(.escape)
        driver.expectScreen([
            " Inbox",
            "",
            " Message 10                           ›",
            " Message 11                           ›",
            " Message 12                           ›",
            " Message 13                           ›",
            " [▤ Inbox 3]  ➤ Sent   ⚙ Settings",
            " ↑↓ move  Enter open  C-PgDn tab  13/30",
        ])
        #expect(driver.focusedText?.hasPrefix("Message 13") == true)
        // Sent's pushed screen is still there.
        driver.press(.pageDown, modifiers: .control)
        #expect(driver.title == "To Bob")
        #expect(driver.titles == ["Sent", "To Bob"])
    }

    @Test func aTabsStateLivesThroughSwitching() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press("3", modifiers: .option)
        driver.press(.return)
        driver.press(.return)
        #expect(driver.focusedText == "Count 2")
        driver.press("1", modifiers: .option)
        driver.press("3", modifiers: .option)
        #expect(driver.focusedText == "Count 2")
    }

    @Test func escPopsWithinTheTabAndNeverSwitches() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press("2", modifiers: .option)
        driver.press(.return)
        #expect(driver.titles == ["Sent", "To Ann"])
        driver.press(.escape)
        driver.press(.escape)
        driver.press(.escape)
        #expect(driver.titles == ["Sent"])
        #expect(!driver.isFinished)
    }

    @Test func theSelectionBindingIsWrittenAndFollowed() {
        var seen: [Int] = []
        let driver = TestDriver(MailTabs(seen: { seen.append($0) }), width: 40, height: 8)
        driver.press("2", modifiers: .option)
        driver.press(.pageDown, modifiers: .control)
        #expect(seen == [1, 2])

        // Setting it from the app switches: a button of the inbox sets it to "sent".
        let app = TestDriver(NewMailTabs(), width: 40, height: 8)
        app.expectScreen([
            " Inbox",
            "",
            " Show Sent",
            " Selected inbox",
            "",
            "",
            " [▤ Inbox]  ➤ Sent new",
            " ↑↓ move  Enter open  C-PgDn tab    1/2",
        ])
        app.press(.return)
        #expect(app.title == "Sent")
        app.press("1", modifiers: .option)
        #expect(app.line(containing: "Selected inbox") != nil)
    }

    @Test func theTopScreensViewsAppearAndDisappearOnSwitching() {
        let log = TabLog()
        let driver = TestDriver(MailTabs(log: log), width: 40, height: 8)
        #expect(log.events == ["inbox appears"])
        driver.press("2", modifiers: .option)
        #expect(log.events == ["inbox appears", "inbox disappears", "sent appears"])
        driver.press(.return)
        #expect(log.events.last == "sent disappears")
        driver.press("1", modifiers: .option)
        #expect(log.events.last == "inbox appears")
        log.events = []
        // Back to Sent: its pushed screen is on top, and the list under it stays hidden.
        driver.press("2", modifiers: .option)
        #expect(log.events == ["inbox disappears"])
    }

    @Test func aDeepLinkNamesTheTabFirst() throws {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        try driver.follow(path: ["sent", "To Bob"])
        #expect(driver.titles == ["Sent", "To Bob"])
        do {
            try TestDriver(MailTabs(), width: 40, height: 8).follow(path: ["Drafts", "To Bob"])
            Issue.record("a tab that is not there was chosen")
        } catch let failure as DeepLink.Failure {
            #expect(failure.level == 1)
            #expect(failure.reason == .noMatch)
            #expect(failure.candidates == ["Inbox", "Sent", "Settings"])
        }
        #expect(throws: DeepLink.Failure.self) {
            try TestDriver(MailTabs(), width: 40, height: 8).follow(path: ["S"])
        }
    }

    @Test func pagesTurnWithTheArrows() {
        let driver = TestDriver(TabPages(), width: 30, height: 6)
        driver.expectScreen([
            "",
            "          First page",
            "",
            "",
            "            ● ○ ○",
            " ←→ page  C-PgDn tab  q quit",
        ])
        driver.press(.rightArrow)
        driver.press(.rightArrow)
        driver.press(.rightArrow)
        driver.expectScreen([
            "",
            "          Third page",
            "",
            "",
            "            ○ ○ ●",
            " ←→ page  C-PgDn tab  q quit",
        ])
        driver.press(.leftArrow)
        #expect(driver.line(containing: "Second page") != nil)
        let ascii = TestDriver(TabPages(), width: 30, height: 6, unicode: false)
        ascii.expectScreen([
            "",
            "          First page",
            "",
            "",
            "            * . .",
            " Left/Right page  C-PgDn tab",
        ])
        // A click on a page's dot shows it.
        ascii.click(x: 16, y: 4)
        #expect(ascii.line(containing: "Third page") != nil)
    }

    @Test func everyOtherStyleIsTheTabBar() {
        for style in [0, 1, 2] {
            let tabs = TabView {
                Tab("One", systemImage: "star") { Text("First") }
                Tab("Two", systemImage: "gear") { Text("Second") }
            }
            let driver: TestDriver
            switch style {
            case 0: driver = TestDriver(tabs.tabViewStyle(.automatic), width: 30, height: 6)
            case 1: driver = TestDriver(tabs.tabViewStyle(.tabBarOnly), width: 30, height: 6)
            default: driver = TestDriver(tabs.tabViewStyle(.sidebarAdaptable), width: 30, height: 6)
            }
            driver.expectScreen(
                [
                    "",
                    "            First",
                    "",
                    "",
                    " [☆ One]  ⚙ Two",
                    " C-PgDn tab  q quit",
                ], "style \(style)")
            driver.press("2", modifiers: .option)
            driver.expectScreen(
                [
                    "",
                    "            Second",
                    "",
                    "",
                    "  ☆ One  [⚙ Two]",
                    " C-PgDn tab  q quit",
                ], "style \(style)")
        }
    }
}
