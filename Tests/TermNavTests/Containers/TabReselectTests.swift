import TermNav
import TermNavTesting
import Testing

/// A tab whose navigation stack is bound to a path, and a second tab.
private struct PathTabs: View {
    @State private var path: [Int] = []

    var body: some View {
        TabView {
            NavigationStack(path: $path) {
                List {
                    Text("Path \(path.count)")
                    NavigationLink("One", value: 1)
                }
                .navigationTitle("Numbers")
                .navigationDestination(for: Int.self) { number in
                    NavigationLink("Next", value: number + 1)
                        .navigationTitle("Number \(number)")
                }
            }
            .tabItem { Label("Numbers", systemImage: "number") }
            NavigationStack { Text("Elsewhere").navigationTitle("Other") }
                .tabItem { Label("Other", systemImage: "gear") }
        }
    }
}

/// Choosing the tab shown pops it to its root, as tapping the selected tab does on iOS.
@MainActor @Suite struct TabReselectTests {
    @Test func choosingTheTabShownPopsItsScreensToItsRoot() {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press(.downArrow)
        driver.press(.return)
        driver.press(.downArrow)
        driver.press(.downArrow)
        driver.press(.return)
        #expect(driver.titles == ["Inbox", "Message 2", "Reply"])
        driver.press("1", modifiers: .option)
        #expect(driver.titles == ["Inbox"])
        #expect(driver.focusedText?.hasPrefix("Message 2") == true, "the root's focus as it was left")
        // Another tab's pushed screens are not touched.
        driver.press("2", modifiers: .option)
        driver.press(.downArrow)
        driver.press(.return)
        #expect(driver.titles == ["Sent", "To Bob"])
        driver.press("1", modifiers: .option)
        driver.press("2", modifiers: .option)
        #expect(driver.titles == ["Sent", "To Bob"])
    }

    @Test func aClickOnTheTabShownAndEnterInTheTabBarPopToo() throws {
        let driver = TestDriver(MailTabs(), width: 40, height: 8)
        driver.press(.return)
        #expect(driver.depth == 2)
        let inbox = try #require(driver.lines.firstIndex { $0.contains("[▤ Inbox 3]") })
        driver.click(x: 3, y: inbox)
        #expect(driver.titles == ["Inbox"])
        driver.press(.return)
        #expect(driver.depth == 2)
        // Tab to the tab bar, on the tab shown, and Enter.
        driver.press(.tab)
        driver.expectScreen([
            " ‹ Inbox       Message 1",
            "",
            " Message 1",
            " Opened 0",
            " Reply                                ›",
            "",
            " [▤ Inbox 3]  ➤ Sent   ⚙ Settings",
            " ↑↓ move  ←→ tabs  Enter show       1/3",
        ])
        driver.press(.return)
        #expect(driver.titles == ["Inbox"])
    }

    @Test func aBoundPathIsEmptiedAsEscWouldEmptyIt() {
        let driver = TestDriver(PathTabs(), width: 40, height: 8)
        driver.press(.downArrow)
        driver.press(.return)
        driver.press(.return)
        #expect(driver.titles == ["Numbers", "Number 1", "Number 2"])
        driver.press("1", modifiers: .option)
        #expect(driver.titles == ["Numbers"])
        #expect(driver.lines.contains { $0.hasPrefix(" Path 0") })
        driver.press(.return)
        #expect(driver.titles == ["Numbers", "Number 1"])
    }
}
