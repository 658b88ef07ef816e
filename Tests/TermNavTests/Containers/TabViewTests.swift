import TermNav
import TermNavTesting
import Testing

// The tab bar's look, and choosing tabs with Alt-digits, Ctrl-PgDn/PgUp, the tab bar's focus
// and the mouse.

@MainActor @Suite struct TabViewTests {
    /// Whether every cell of a text on the screen is drawn as the focus bar draws the focus.
    static func isFocused(_ driver: TestDriver, _ text: String) -> Bool {
        driver.cells(of: text)?.allSatisfy { $0.backgroundColor == .cyan || $0.isReverse } ?? false
    }

    /// The inbox tab at 40 columns, its first messages over the tab bar, above the help line.
    static let inbox = [
        " Inbox",
        "",
        " Message 1                            ›",
        " Message 2                            ›",
        " Message 3                            ›",
        " Message 4                            ›",
        " [▤ Inbox 3]  ➤ Sent   ⚙ Settings",
    ]

    @Test func theTabBarInUTF8At40Columns() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.expectScreen(Self.inbox + [" ↑↓ move  Enter open  C-PgDn tab   1/30"])
        // The selected tab is drawn as the focus is, and readable without colour by its
        // brackets.
        #expect(Self.isFocused(driver, "[▤ Inbox 3]"))
        #expect(!Self.isFocused(driver, "➤ Sent"))
    }

    @Test func theTabBarInASCIIAt80Columns() {
        let driver = TestDriver(MailTabs(), width: 80, height: 6, unicode: false, colors: false)
        driver.expectScreen([
            " Inbox",
            " Message 1                                                                    >",
            " Message 2                                                                    >",
            " Message 3                                                                    >",
            " [= Inbox 3]  > Sent   * Settings",
            " Up/Down move  Enter open  C-PgDn tab  q quit                              1/30",
        ])
        #expect(driver.cells(of: "[= Inbox 3]")?.allSatisfy(\.isReverse) == true)
    }

    @Test func at20ColumnsTheTitlesGiveWayToTheIcons() {
        let utf8 = TestDriver(MailTabs(), width: 20, height: 6)
        utf8.expectScreen([
            " Inbox",
            " Message 1        ›",
            " Message 2        ›",
            " Message 3        ›",
            " [▤ 3]  ➤   ⚙",
            " ↑↓ move       1/30",
        ])
        let ascii = TestDriver(MailTabs(), width: 20, height: 6, unicode: false)
        ascii.expectScreen([
            " Inbox",
            " Message 1        >",
            " Message 2        >",
            " Message 3        >",
            " [= 3]  >   *",
            " Up/Down move  1/30",
        ])
    }

    @Test func titlesAreCutBeforeTheIconsAreLeftAlone() {
        let driver = TestDriver(MailTabs(), width: 30, height: 6)
        driver.expectScreen([
            " Inbox",
            " Message 1                  ›",
            " Message 2                  ›",
            " Message 3                  ›",
            " [▤ Inb… 3]  ➤ Sent   ⚙ Set…",
            " ↑↓ move  Enter open     1/30",
        ])
    }

    @Test func altDigitsChooseATab() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press("2", modifiers: .option)
        driver.expectScreen([
            " Sent",
            "",
            " To Ann                               ›",
            " To Bob                               ›",
            "",
            "",
            "  ▤ Inbox 3  [➤ Sent]  ⚙ Settings",
            " ↑↓ move  Enter open  C-PgDn tab    1/2",
        ])
        driver.press("3", modifiers: .option)
        #expect(driver.title == "Settings")
        // No ninth tab: nothing changes.
        driver.press("9", modifiers: .option)
        #expect(driver.title == "Settings")
        driver.press("1", modifiers: .option)
        #expect(driver.title == "Inbox")
    }

    @Test func controlPageDownAndUpGoRoundTheTabs() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press(.pageDown, modifiers: .control)
        #expect(driver.title == "Sent")
        driver.press(.pageDown, modifiers: .control)
        #expect(driver.title == "Settings")
        driver.press(.pageDown, modifiers: .control)
        #expect(driver.title == "Inbox")
        driver.press(.pageUp, modifiers: .control)
        #expect(driver.title == "Settings")
    }

    @Test func controlPageDownPagesWhereThereAreNoTabs() {
        let driver = TestDriver(NavigationStack { TabsInbox(log: nil) }, width: 40, height: 8)
        driver.press(.pageDown, modifiers: .control)
        #expect(driver.focusedText?.hasPrefix("Message 5") == true)
    }

    @Test func tabGoesIntoTheTabBarWhereArrowsMoveAndEnterChooses() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press(.tab)
        #expect(driver.focusedText == "[▤ Inbox 3]")
        driver.press(.rightArrow)
        #expect(driver.focusedText == "➤ Sent")
        #expect(driver.title == "Inbox")
        driver.expectScreen(Self.inbox + [" ↑↓ move  ←→ tabs  Enter show      1/30"])
        driver.press(.return)
        #expect(driver.title == "Sent")
        #expect(driver.focusedText == "[➤ Sent]")
        driver.press(.rightArrow)
        driver.press(.space)
        #expect(driver.title == "Settings")
        // Shift-Tab leaves the tab bar for the content.
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedText == "Count 0")
    }

    @Test func aClickOnATabChoosesIt() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        let line = 6
        let sent = driver.lines[line].firstRange(of: "Sent").map {
            driver.lines[line].distance(from: driver.lines[line].startIndex, to: $0.lowerBound)
        }
        #expect(sent == 16)
        driver.click(x: 16, y: line)
        #expect(driver.title == "Sent")
        driver.click(x: 3, y: line)
        #expect(driver.title == "Inbox")
        // Between tabs: nothing.
        driver.click(x: 12, y: line)
        #expect(driver.title == "Inbox")
    }

    @Test func theHelpListNamesTheTabKeys() {
        let driver = TestDriver(MailTabs(), width: 60, height: 30)
        driver.press("?")
        #expect(driver.line(containing: "next tab") != nil)
        #expect(driver.line(containing: "previous tab") != nil)
        #expect(driver.line(containing: "M-1…M-9") != nil)
        #expect(driver.line(containing: "the first to the ninth tab") != nil)
    }
}
