import TermNav
import TermNavTesting
import Testing

@MainActor @Suite struct TabViewTests {
    @Test func scratch() {
        let driver = TestDriver(MailTabs(), width: 80, height: 12)
        print(driver.lines.joined(separator: "\n"))
        driver.press("2", modifiers: .option)
        print(driver.lines.joined(separator: "\n"))
        let narrow = TestDriver(MailTabs(), width: 20, height: 8, unicode: false)
        print(narrow.lines.joined(separator: "\n"))
        let pages = TestDriver(TabPages(), width: 30, height: 8)
        print(pages.lines.joined(separator: "\n"))
    }
}
