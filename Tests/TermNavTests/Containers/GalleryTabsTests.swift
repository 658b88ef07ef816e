import TermNav
import TermNavTesting
import Testing

@testable import gallery

/// The gallery's Tabs screen, headless: a tab view on a pushed screen, each tab's stack kept,
/// Esc at a tab's root going back to the gallery.
@MainActor @Suite struct GalleryTabsTests {
    @Test func theTabsScreenKeepsEachTabsStack() throws {
        let driver = TestDriver(app: GalleryApp(), width: 40, height: 10)
        try driver.follow(path: ["Tabs"])
        driver.expectScreen([
            " ‹ Gallery       Inbox",
            "",
            " Lunch on Friday?                     ›",
            " Invoice 2041                         ›",
            " Party at eight                       ›",
            "",
            "",
            "",
            " [▤ Inbox 3]  ➤ Sent   ⚙ Settings",
            " ↑↓ move  Enter open  Esc back      1/3",
        ])
        driver.press(.return)
        driver.press("3", modifiers: .option)
        driver.press(.space)
        driver.expectScreen([
            " ‹ Gallery      Settings",
            "",
            " Notifications                    [off]",
            "",
            "",
            "",
            "",
            "",
            "  ▤ Inbox 3   ➤ Sent  [⚙ Settings]",
            " Esc back  C-PgDn tab  q quit       1/1",
        ])
        driver.press(.pageDown, modifiers: .control)
        driver.expectScreen([
            " Gallery › Inbox › Lunch on Friday?",
            "",
            " Lunch on Friday?",
            " From the Inbox tab",
            "",
            "",
            "",
            "",
            " [▤ Inbox 3]  ➤ Sent   ⚙ Settings",
            " ↑↓ move  Esc back  C-PgDn tab      1/2",
        ])
        // The settings tab's toggle kept its state.
        driver.press(.pageUp, modifiers: .control)
        #expect(driver.line(containing: "[off]") != nil)
        // Esc at a tab's root goes back to the gallery.
        driver.press(.escape)
        #expect(driver.titles == ["Gallery"])
        try driver.follow(path: ["Tabs", "Sent", "Minutes"])
        #expect(driver.titles == ["Gallery", "Sent", "Minutes"])
    }
}
