import TermNav
import TermNavTesting
import Testing

// `?` shows every key that can act on the screen, the key map's and the app's, over the screen;
// `?`, Esc or q close it, and no other key reaches the screen meanwhile.

private struct Shelf: View {
    @State private var marked = false

    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Emma", destination: Text("A novel").navigationTitle("Emma"))
                Text(marked ? "Marked" : "Persuasion")
                    .onKeyPress(.space, help: "mark") {
                        marked.toggle()
                        return .handled
                    }
            }
            .navigationTitle("Shelf")
        }
    }
}

/// A list with a search field: `/` searches it instead of filtering.
private struct Searchable: View {
    @State private var query = ""

    var body: some View {
        NavigationStack {
            List {
                ForEach(["Emma", "Persuasion"].filter { query.isEmpty || $0.contains(query) }, id: \.self) {
                    Text($0)
                }
            }
            .navigationTitle("Shelf")
            .searchable(text: $query)
        }
    }
}

/// A screen of buttons and no list: `/` does nothing on it.
private struct Buttons: View {
    var body: some View {
        NavigationStack {
            VStack {
                Button("One") {}
                Button("Two") {}
            }
            .navigationTitle("Buttons")
        }
    }
}

@MainActor @Suite struct KeyHelpTests {
    @Test func questionMarkListsTheKeysThatCanAct() {
        let driver = TestDriver(Shelf(), width: 44, height: 18)
        driver.press("?")
        driver.expectScreen([
            " Sh┌────────────────────────────────────┐",
            "   │ Keys                               │",
            " Em│                                    │ ›",
            " Pe│ ↑/k        move up                 │",
            "   │ ↓/j        move down               │",
            "   │ PgUp       page up                 │",
            "   │ PgDn       page down               │",
            "   │ Home/g     first row               │",
            "   │ End/G      last row                │",
            "   │ Enter/→/l  open                    │",
            "   │ /          filter the rows         │",
            "   │ ?          show or close this list │",
            "   │ q/^C       quit                    │",
            "   │ ^L         repaint the screen      │",
            "   │ ^Z         suspend (fg resumes)    │",
            "   │ F12        linear mode on or off   │",
            "   └────────────────────────────────────┘",
            " Esc close",
        ])
        driver.press(.escape)
        #expect(driver.lines.last == " ↑↓ move  Enter open  q quit            1/2")
        #expect(driver.depth == 1)
    }

    @Test func theAppsBindingsAreListedWhileTheyCanAct() {
        let driver = TestDriver(Shelf(), width: 60, height: 24)
        driver.press(.downArrow, "?")
        let text = driver.screenText
        #expect(text.contains("│ Space   mark "))
        #expect(!text.contains("open"), "Enter cannot act on a text row")
        #expect(!text.contains("back"), "nothing to go back to at the root")
        #expect(text.contains("│ ?       show or close this list │"))
        // Keys go to the list, not the screen, until it closes.
        driver.press(.space, .upArrow)
        #expect(driver.focusedLine == nil)
        driver.press("?")
        #expect(driver.line(containing: "Persuasion") != nil)
        #expect(driver.focusedLine == " Persuasion")
        driver.press("?", "q")
        #expect(!driver.isFinished)
        driver.press("q")
        #expect(driver.isFinished)
    }

    @Test func slashIsListedAsSearchOnASearchableScreen() {
        let driver = TestDriver(Searchable(), width: 44, height: 17)
        driver.press("?")
        driver.expectScreen([
            " She┌─────────────────────────────────┐",
            "    │ Keys                            │",
            " ⌕ S│                                 │",
            " Emm│ ↑/k     move up                 │",
            " Per│ ↓/j     move down               │",
            "    │ PgUp    page up                 │",
            "    │ PgDn    page down               │",
            "    │ Home/g  first row               │",
            "    │ End/G   last row                │",
            "    │ /       search                  │",
            "    │ ?       show or close this list │",
            "    │ q/^C    quit                    │",
            "    │ ^L      repaint the screen      │",
            "    │ ^Z      suspend (fg resumes)    │",
            "    │ F12     linear mode on or off   │",
            "    └─────────────────────────────────┘",
            " Esc close",
        ])
    }

    @Test func slashIsNotListedWhereNothingFilters() {
        let driver = TestDriver(Buttons(), width: 44, height: 17)
        driver.press("?")
        driver.expectScreen([
            " Bu┌────────────────────────────────────┐",
            "   │ Keys                               │",
            "   │                                    │",
            "   │ ↑/k        move up                 │",
            "   │ ↓/j        move down               │",
            "   │ PgUp       page up                 │",
            "   │ PgDn       page down               │",
            "   │ Home/g     first row               │",
            "   │ End/G      last row                │",
            "   │ Enter/→/l  open                    │",
            "   │ ?          show or close this list │",
            "   │ q/^C       quit                    │",
            "   │ ^L         repaint the screen      │",
            "   │ ^Z         suspend (fg resumes)    │",
            "   │ F12        linear mode on or off   │",
            "   └────────────────────────────────────┘",
            " Esc close",
        ])
    }

    @Test func aListTallerThanTheScreenIsCut() {
        let driver = TestDriver(Shelf(), width: 44, height: 8)
        driver.press("?")
        driver.expectScreen([
            " Shelf    ┌──────────────────────┐",
            "          │ Keys                 │",
            " Emma     │                      │        ›",
            " Persuasio│ ↑/k        move up   │",
            "          │ ↓/j        move down │",
            "          │ …                    │",
            "          └──────────────────────┘",
            " Esc close",
        ])
    }

    @Test func ctrlCStillQuitsOverTheList() {
        let driver = TestDriver(Shelf(), width: 44, height: 16)
        driver.press("?")
        driver.press("c", modifiers: .control)
        #expect(driver.isFinished)
    }
}
