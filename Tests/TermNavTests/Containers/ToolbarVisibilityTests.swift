import TermNav
import TermNavTesting
import Testing

/// Tabs whose pushed message hides the tab bar, and whose second tab hides its navigation bar
/// and shows a bottom bar that an inner view hides again.
private struct HidingTabs: View {
    var body: some View {
        TabView {
            NavigationStack {
                List(1...3, id: \.self) { number in
                    NavigationLink("Message \(number)") {
                        List {
                            Text("Body of \(number)")
                            Text("Line 2")
                        }
                        .navigationTitle("Message \(number)")
                        .toolbar(.hidden, for: .tabBar)
                    }
                }
                .navigationTitle("Inbox")
            }
            .tabItem { Label("Inbox", systemImage: "tray") }
            NavigationStack {
                VStack {
                    Text("Plain")
                        .toolbar(.hidden)
                        .toolbarVisibility(.hidden, for: .bottomBar)
                }
                .navigationTitle("Other")
                .toolbar {
                    ToolbarItem(placement: .bottomBar) { Button("Compose") {} }
                }
                .toolbar(.visible, for: .bottomBar)
            }
            .tabItem { Label("Other", systemImage: "gear") }
        }
    }
}

/// `.toolbar(_:for:)`: a screen hides the tab bar, the navigation bar or the bottom bar.
@MainActor @Suite struct ToolbarVisibilityTests {
    @Test func aPushedScreenHidesTheTabBarWhileItShows() {
        let driver = TestDriver(HidingTabs(), width: 40, height: 8)
        driver.expectScreen([
            " Inbox",
            "",
            " Message 1                            ›",
            " Message 2                            ›",
            " Message 3                            ›",
            "",
            " [▤ Inbox]  ⚙ Other",
            " ↑↓ move  Enter open  C-PgDn tab    1/3",
        ])
        driver.press(.return)
        driver.expectScreen([
            " ‹ Inbox       Message 1",
            "",
            " Body of 1",
            " Line 2",
            "",
            "",
            "",
            " ↑↓ move  Esc back  q quit          1/2",
        ])
        // The tab keys and the Tab order leave the hidden tabs alone.
        driver.press("2", modifiers: .option)
        driver.press(.pageDown, modifiers: .control)
        driver.press(.tab)
        #expect(driver.titles == ["Inbox", "Message 1"])
        driver.press(.escape)
        driver.expectScreen([
            " Inbox",
            "",
            " Message 1                            ›",
            " Message 2                            ›",
            " Message 3                            ›",
            "",
            " [▤ Inbox]  ⚙ Other",
            " ↑↓ move  Enter open  C-PgDn tab    1/3",
        ])
        driver.press("2", modifiers: .option)
        #expect(driver.title == "Other")
    }

    @Test func theNavigationBarAndTheBottomBarHideAsTheInnermostViewSays() {
        let driver = TestDriver(HidingTabs(), width: 40, height: 8)
        driver.press("2", modifiers: .option)
        driver.expectScreen([
            "",
            "",
            "                 Plain",
            "",
            "",
            "",
            "  ▤ Inbox  [⚙ Other]",
            " C-PgDn tab  q quit",
        ])
    }

    @Test func barBackgroundsCompileAndChangeNothing() {
        let plain = TestDriver(
            NavigationStack { Text("Hello").navigationTitle("Bars") }, width: 30, height: 6)
        let styled = TestDriver(
            NavigationStack {
                Text("Hello")
                    .navigationTitle("Bars")
                    .toolbarBackground(.visible, for: .navigationBar, .tabBar)
                    .toolbarBackground(.blue, for: .navigationBar)
                    .toolbarBackground(Color.mint, for: .bottomBar)
            }, width: 30, height: 6)
        #expect(styled.lines == plain.lines)
        #expect(styled.lines.first == " Bars")
    }
}
