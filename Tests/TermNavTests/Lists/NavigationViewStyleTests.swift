import TermNav
import TermNavTesting
import Testing

private struct Inbox: View {
    var body: some View {
        List {
            NavigationLink("Drafts") {
                Text("No drafts").navigationBarTitle("Drafts", displayMode: .inline)
            }
            NavigationLink("Sent", destination: Text("Nothing sent").navigationBarTitle(Text("Sent")))
            NavigationLink("Full screen") {
                Text("No bar here").navigationBarHidden(true).navigationBarTitle("Hidden")
            }
        }
        .navigationBarTitle("Mail")
    }
}

@MainActor @Suite struct NavigationViewStyleTests {
    @Test func everyNavigationViewStyleIsAStack() {
        let styled: [any View] = [
            NavigationView { Inbox() }.navigationViewStyle(.stack),
            NavigationView { Inbox() }.navigationViewStyle(.automatic),
            NavigationView { Inbox() }.navigationViewStyle(.columns),
            NavigationView { Inbox() }.navigationViewStyle(StackNavigationViewStyle()),
            NavigationView { Inbox() }.navigationViewStyle(DoubleColumnNavigationViewStyle()),
            NavigationView { Inbox() }.navigationViewStyle(DefaultNavigationViewStyle()),
            NavigationView { Inbox() }.navigationViewStyle(ColumnNavigationViewStyle()),
        ]
        for view in styled {
            let driver = TestDriver(view, width: 30, height: 10)
            driver.expectScreen([
                " Mail",
                "",
                " Drafts                     ›",
                " Sent                       ›",
                " Full screen                ›",
                "",
                "",
                "",
                "",
                " ↑↓ move  Enter open      1/3",
            ])
        }
    }

    @Test func titlesFromTextAndStringAndTheTrailingClosureLink() {
        let driver = TestDriver(NavigationView { Inbox() }, width: 30, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " ‹ Mail     Drafts", "", "", "", "          No drafts", "", "", " Esc back  q quit",
        ])
        driver.press(.escape, .downArrow, .return)
        #expect(driver.titles == ["Mail", "Sent"])
        driver.expectScreen([
            " ‹ Mail      Sent",
            "",
            "",
            "",
            "         Nothing sent",
            "",
            "",
            " Esc back  q quit",
        ])
    }

    @Test func aHiddenBarShowsNoBackLabelOrTitleAndEscStillPops() {
        let driver = TestDriver(NavigationView { Inbox() }, width: 30, height: 8)
        driver.press(.downArrow, .downArrow, .return)
        driver.expectScreen(["", "", "", "         No bar here", "", "", "", " Esc back  q quit"])
        #expect(driver.title == "Hidden")
        driver.press(.escape)
        #expect(driver.depth == 1)
    }
}
