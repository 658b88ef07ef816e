import TermNav
import TermNavTesting
import Testing

/// Tabs made by a `ForEach`, tagged by its identity, and a tab shown only while a toggle is on.
private struct ColourTabs: View {
    let names = ["Red", "Green", "Blue"]
    @State private var selected = "Red"
    @State private var showsMore = false

    var body: some View {
        TabView(selection: $selected) {
            ForEach(names, id: \.self) { name in
                NavigationStack {
                    List {
                        Text("Colour \(name), selected \(selected)")
                        Toggle("More", isOn: $showsMore)
                    }
                    .navigationTitle(name)
                }
                .tabItem { Label(name, systemImage: "circle") }
            }
            if showsMore {
                Text("More tab").tabItem { Text("More") }.tag("More")
            }
        }
    }
}

/// What a tab view's content may be beside plain tabs: a `ForEach`, an `if`.
@MainActor @Suite struct TabContentTests {
    @Test func aForEachMakesATabAnElementTaggedByItsIdentity() {
        let driver = TestDriver(ColourTabs(), width: 40, height: 8)
        driver.expectScreen([
            " Red",
            "",
            " Colour Red, selected Red",
            " More                             [off]",
            "",
            "",
            " [○ Red]  ○ Green   ○ Blue",
            " ↑↓ move  C-PgDn tab  q quit        1/2",
        ])
        driver.press("3", modifiers: .option)
        #expect(driver.title == "Blue")
        driver.expectScreen([
            " Blue",
            "",
            " Colour Blue, selected Blue",
            " More                             [off]",
            "",
            "",
            "  ○ Red   ○ Green  [○ Blue]",
            " ↑↓ move  C-PgDn tab  q quit        1/2",
        ])
    }

    @Test func anIfAddsATabWhileItHolds() {
        let driver = TestDriver(ColourTabs(), width: 40, height: 8)
        driver.press(.downArrow)
        driver.press(.space)
        driver.expectScreen([
            " Red",
            "",
            " Colour Red, selected Red",
            " More                             [ on]",
            "",
            "",
            " [○ Red]  ○ Green   ○ Blue   More",
            " ↑↓ move  C-PgDn tab  q quit        2/2",
        ])
        driver.press("4", modifiers: .option)
        #expect(driver.lines.contains { $0.hasSuffix(" More tab") })
    }
}
