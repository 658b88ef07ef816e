import TermNav
import TermNavTesting
import Testing

/// Tab and Shift-Tab go through a screen in reading order (the toolbar's items, the views above
/// a list, the list as one stop, the views below it) and come round; a key goes down the
/// responder chain: the focused row's handlers, its ancestors', the screen's search, the key map.
@MainActor @Suite struct ResponderChainTests {
    /// The screen's width in every test.
    static let width = 40
    struct Inbox: View {
        @State private var log: [String] = []
        @State private var query = ""

        var body: some View {
            VStack(alignment: .leading) {
                Button("Compose") { log.append("compose") }
                List {
                    ForEach(1...3, id: \.self) { number in
                        Text("Mail \(number)")
                            .onKeyPress("r") {
                                log.append("reply \(number)")
                                return .handled
                            }
                            .onKeyPress("/", help: nil, overridesKeyMap: true) {
                                // The first mail keeps "/" (a key the key map binds, so the
                                // handler says it overrides the map); the others let it go on.
                                guard number == 1 else { return .ignored }
                                log.append("slash \(number)")
                                return .handled
                            }
                    }
                }
                .onKeyPress(keys: ["r", "a"]) { press in
                    log.append("list \(press.characters)")
                    return .handled
                }
                Text("Log: \(log.joined(separator: ", "))")
                Button("Archive all") { log.append("archive") }
            }
            .searchable(text: $query)
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Edit") { log.append("edit") }
                }
            }
        }
    }

    @Test func tabGoesThroughTheToolbarTheHeaderTheListAndTheFooterThenComesRound() {
        let driver = TestDriver(NavigationStack { Inbox() }, width: Self.width, height: 12)
        driver.expectScreen([
            " Inbox                             Edit",
            "",
            " ⌕ Search",
            " Compose",
            " Mail 1",
            " Mail 2",
            " Mail 3",
            "",
            "",
            " Log:",
            " Archive all",
            " ↑↓ move  Tab Edit  / search        1/3",
        ])
        #expect(driver.focusedLine == " Mail 1", "the list has the focus first")
        var order: [String] = []
        for _ in 0..<5 {
            driver.press(.tab)
            order.append(driver.focusedText ?? "")
        }
        #expect(order == ["Archive all", "Edit", "Compose", "Mail 1", "Archive all"])
        var back: [String] = []
        for _ in 0..<4 {
            driver.press(.tab, modifiers: .shift)
            back.append(driver.focusedText ?? "")
        }
        #expect(back == ["Mail 1", "Compose", "Edit", "Archive all"])
        driver.press(.return)
        #expect(driver.line(containing: "Log:") == " Log: archive")
    }

    @Test func theListStopKeepsItsRowAcrossTabs() {
        let driver = TestDriver(NavigationStack { Inbox() }, width: Self.width, height: 12)
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedLine == " Mail 3")
        driver.press(.tab, .tab, .tab, .tab)
        #expect(driver.focusedLine == " Mail 3", "Tab round the screen comes back to the same row")
    }

    @Test func aKeyGoesToTheFocusedRowThenItsAncestorsThenTheSearchThenTheKeyMap() {
        let driver = TestDriver(NavigationStack { Inbox() }, width: Self.width, height: 12)
        // The focused row's own handler takes "r"; the list's handler gets "a", which the row
        // has no handler for.
        driver.press("r", "a")
        #expect(driver.line(containing: "Log:") == " Log: reply 1, list a")
        // The first row keeps "/" for itself: the search does not start. A key the key map
        // binds reaches a handler only when it overrides the map (see docs/Navigation.md).
        driver.press("/")
        #expect(driver.line(containing: "Log:") == " Log: reply 1, list a, slash 1")
        #expect(driver.lines.last?.contains("Esc") == false, "no search started")
        // The second row lets "/" go: the screen's search takes it.
        driver.press(.downArrow, "/")
        #expect(driver.lines.last?.contains("Esc") == true, "the search field has the keys")
        // In the search field, "r" and "q" are text, not the rows' keys nor the key map's.
        driver.type("rq")
        #expect(driver.line(containing: "rq") != nil)
        #expect(!driver.isFinished)
        #expect(driver.line(containing: "Log:") == " Log: reply 1, list a, slash 1")
    }
}
