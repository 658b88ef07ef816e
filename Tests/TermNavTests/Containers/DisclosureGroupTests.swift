import TermNav
import TermNavTesting
import Testing

// DisclosureGroup: its row's glyphs in both glyph sets, the keys and the click that expand and
// collapse it, its binding, nested groups and its own state kept across a push and a pop.

private struct Settings: View {
    @State private var isNetworkExpanded = false
    @State private var isWiFiOn = true

    var body: some View {
        NavigationStack {
            List {
                DisclosureGroup("Network", isExpanded: $isNetworkExpanded) {
                    Toggle("Wi-Fi", isOn: $isWiFiOn)
                    Text("Bluetooth")
                }
                DisclosureGroup {
                    Text("Brightness")
                    DisclosureGroup("Advanced") {
                        Text("Night Shift")
                    }
                    NavigationLink("Colours") { Text("Colour profiles").navigationTitle("Colours") }
                } label: {
                    Label("Display", systemImage: "gear")
                }
                Text(isNetworkExpanded ? "Network shown" : "Network hidden")
                Button("Show network") { isNetworkExpanded = true }
            }
            .disclosureGroupStyle(.automatic)
            .navigationTitle("Settings")
        }
    }
}

/// A group of a thousand rows from a `ForEach`, and a section inside a group.
private struct Numbers: View {
    var body: some View {
        List {
            DisclosureGroup("Numbers") {
                ForEach(0..<1000) { Text("Number \($0)") }
            }
            DisclosureGroup("Sorted") {
                Section("Odd") {
                    Text("One")
                }
            }
        }
    }
}

@MainActor @Suite struct DisclosureGroupTests {
    @Test func collapsedGroupsInUTF8() {
        let driver = TestDriver(Settings(), width: 40, height: 9)
        driver.expectScreen([
            " Settings",
            "",
            " ▸ Network",
            " ▸ ⚙ Display",
            " Network hidden",
            " Show network",
            "",
            "",
            " ↑↓ move  q quit                    1/4",
        ])
        // Where there is room, the help line names the key that expands the focused group.
        let wide = TestDriver(Settings(), width: 60, height: 9)
        wide.expectLines([" ↑↓ move  q quit  →/Space/Enter expand                  1/4"], from: 8)
        wide.press(.space)
        wide.expectLines([" ↑↓ move  q quit  ←/Space/Enter collapse                1/6"], from: 8)
    }

    @Test func expandedGroupsInASCII() {
        let driver = TestDriver(Settings(), width: 40, height: 12, unicode: false)
        driver.press(.rightArrow, .downArrow, .downArrow, .downArrow, .rightArrow)
        driver.expectScreen([
            " Settings",
            "",
            " v Network",
            "   Wi-Fi                          [ on]",
            "   Bluetooth",
            " v * Display",
            "   Brightness",
            "   > Advanced",
            "   Colours                            >",
            " Network shown",
            " Show network",
            " Up/Down move  q quit               4/9",
        ])
    }

    @Test func expandedGroupsInUTF8At80Columns() {
        let driver = TestDriver(Settings(), width: 80, height: 13)
        driver.press(.downArrow, .rightArrow, .rightArrow, .downArrow, .rightArrow)
        driver.expectScreen([
            " Settings",
            "",
            " ▸ Network",
            " ▾ ⚙ Display",
            "   Brightness",
            "   ▾ Advanced",
            "     Night Shift",
            "   Colours                                                                    ›",
            " Network hidden",
            " Show network",
            "",
            "",
            " ↑↓ move  q quit  ←/Space/Enter collapse                                    4/8",
        ])
    }

    @Test func narrowScreenCutsTheLabels() {
        let driver = TestDriver(Settings(), width: 20, height: 8)
        driver.press(.downArrow, .space, .rightArrow, .rightArrow)
        driver.expectScreen([
            " Settings",
            "",
            " ▸ Network",
            " ▾ ⚙ Display",
            "   Brightness",
            "   ▸ Advanced",
            "   Colours        ›",
            " ↑↓ move        3/7",
        ])
        #expect(driver.focusedText == "Brightness", "→ on a row that does nothing does nothing")
    }

    @Test func rightExpandsThenEntersAndLeftGoesUpThenCollapses() {
        let driver = TestDriver(Settings(), width: 40, height: 12)
        driver.press(.rightArrow)
        #expect(driver.line(containing: "Network shown") != nil, "→ writes the binding")
        #expect(driver.focusedText == "▾ Network")
        driver.press(.rightArrow)
        #expect(driver.focusedText == "Wi-Fi                          [ on]")
        driver.press(.downArrow)
        #expect(driver.focusedText == "Bluetooth")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ Network")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▸ Network")
        #expect(driver.line(containing: "Wi-Fi") == nil)
        #expect(driver.line(containing: "Network hidden") != nil, "← writes the binding")
        #expect(driver.depth == 1)
    }

    @Test func spaceAndEnterToggleAndTheAppsBindingExpands() {
        let driver = TestDriver(Settings(), width: 40, height: 12)
        driver.press(.space)
        #expect(driver.line(containing: "Bluetooth") != nil)
        driver.press(.space)
        #expect(driver.line(containing: "Bluetooth") == nil)
        driver.press(.return)
        #expect(driver.line(containing: "Bluetooth") != nil)
        driver.press(.return)
        #expect(driver.line(containing: "Bluetooth") == nil)
        // The app sets the binding: the group opens.
        driver.press(.downArrow, .downArrow, .downArrow, .return)
        #expect(driver.line(containing: "Bluetooth") != nil)
        #expect(driver.line(containing: "▾ Network") != nil)
    }

    /// The settings' Display group and its Advanced group expanded, from the fourth line.
    private static let displayAndAdvancedExpanded = [
        " ▾ ⚙ Display",
        "   Brightness",
        "   ▾ Advanced",
        "     Night Shift",
        "   Colours                            ›",
    ]

    @Test func nestedGroupsIndentAndLeftClimbsALevelAtATime() {
        let driver = TestDriver(Settings(), width: 40, height: 12)
        driver.press(.downArrow, .rightArrow, .rightArrow, .downArrow, .rightArrow, .rightArrow)
        driver.expectLines(Self.displayAndAdvancedExpanded, from: 3)
        #expect(driver.focusedText == "Night Shift")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ Advanced")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▸ Advanced")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ ⚙ Display")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▸ ⚙ Display")
    }

    @Test func ownStateIsKeptAcrossAPushAndAPop() {
        let driver = TestDriver(Settings(), width: 40, height: 12)
        driver.press(.downArrow, .rightArrow, .rightArrow, .downArrow, .rightArrow, .downArrow, .downArrow)
        #expect(driver.focusedText == "Colours                            ›")
        driver.press(.return)
        #expect(driver.title == "Colours")
        driver.press(.escape)
        #expect(driver.title == "Settings")
        driver.expectLines(Self.displayAndAdvancedExpanded, from: 3)
    }

    @Test func aClickOnTheRowToggles() {
        let driver = TestDriver(Settings(), width: 40, height: 12)
        driver.click(x: 5, y: 3)
        #expect(driver.line(containing: "Brightness") != nil)
        #expect(driver.focusedText == "▾ ⚙ Display")
        driver.click(x: 5, y: 3)
        #expect(driver.line(containing: "Brightness") == nil)
    }

    @Test func aForEachInAGroupStaysLazyAndLeftFindsTheGroupFromDeepInIt() {
        let driver = TestDriver(Numbers(), width: 30, height: 8)
        driver.press(.rightArrow, .rightArrow)
        #expect(driver.focusedText == "Number 0")
        driver.press(.pageDown, .pageDown, .downArrow)
        #expect(driver.focusedText == "Number 13")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ Numbers")
        driver.expectScreen([
            " ▾ Numbers",
            "   Number 0",
            "   Number 1",
            "   Number 2",
            "   Number 3",
            "   Number 4",
            "   Number 5",
            " ↑↓ move  q quit       1/1002",
        ])
        driver.press(.leftArrow, .downArrow, .rightArrow, .rightArrow)
        driver.expectScreen([
            " ▸ Numbers",
            " ▾ Sorted",
            "   Odd",
            "   One",
            "",
            "",
            "",
            " ↑↓ move  q quit          3/3",
        ])
        #expect(driver.focusedText == "One")
        driver.press(.leftArrow)
        #expect(driver.focusedText == "▾ Sorted")
    }
}
