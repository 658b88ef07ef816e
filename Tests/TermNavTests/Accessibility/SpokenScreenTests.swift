import TermNav
import TermNavTesting
import Testing

/// Rows made of several texts: a stack of them, a label and its value, one `Text` of runs.
private struct Readings: View {
    var body: some View {
        NavigationStack {
            List {
                HStack {
                    VStack(alignment: .leading) {
                        Text("Dune")
                        Text("Frank Herbert")
                    }
                    Spacer()
                    Text("1965")
                }
                LabeledContent("Pages", value: "412")
                Text("Dune ") + Text("Messiah").bold()
                Text("Read \(3) times")
            }
            .navigationTitle("Readings")
        }
    }
}

/// Details screens that are text, with a link or without one.
private struct Shelf: View {
    var body: some View {
        NavigationStack {
            List {
                NavigationLink("Only text") {
                    VStack {
                        Text("Dune")
                        Text("Frank Herbert")
                        Text("1965")
                    }
                    .navigationTitle("Details")
                }
                NavigationLink("Text and a link") {
                    VStack {
                        Text("Dune")
                        Text("Frank Herbert")
                        NavigationLink("Reviews") { Text("Five stars").navigationTitle("Reviews") }
                    }
                    .navigationTitle("Details")
                }
            }
            .navigationTitle("Shelf")
        }
    }
}

/// An app that shows the terminal's cursor where it rests.
private struct CursorApp: App {
    static var showsCursor: Bool { true }

    var body: some Scene {
        WindowGroup { Text("Hello") }
    }
}

/// An app that says nothing of the cursor.
private struct PlainApp: App {
    var body: some Scene {
        WindowGroup { Text("Hello") }
    }
}

/// What the linear mode says of a screen as a whole: the parts of an element apart, the texts
/// the focus never comes to.
@MainActor @Suite struct SpokenScreenTests {
    @Test func separateTextsAreReadWithCommasAndOneTextAsWritten() {
        let driver = TestDriver(Readings(), width: 40, height: 8, accessible: true)
        driver.press(.downArrow, .downArrow, .downArrow)
        driver.expectScreen([
            " Readings",
            "",
            " Dune                              1965",
            " Frank Herbert",
            " Pages                              412",
            " Dune Messiah",
            " Read 3 times",
            " ↑↓ move  q quit                    4/4",
        ])
        driver.expectTranscript([
            "Readings, 4 items. Dune, Frank Herbert, 1965, 1 of 4",
            "Pages, 412, 2 of 4",
            "Dune Messiah, 3 of 4",
            "Read 3 times, 4 of 4",
        ])
    }

    @Test func aScreenOfTextIsReadWholeOnPushAndOnPop() {
        let driver = TestDriver(Shelf(), width: 40, height: 8, accessible: true)
        driver.press(.return)
        driver.expectScreen([
            " ‹ Shelf        Details",
            "",
            "",
            "                 Dune",
            "             Frank Herbert",
            "                 1965",
            "",
            " Esc back  q quit",
        ])
        driver.press(.escape, .downArrow, .return, .return, .escape)
        driver.expectTranscript([
            "Shelf, 2 items. Only text, button, opens, 1 of 2",
            "Pushed Details",
            "Details. Dune. Frank Herbert. 1965",
            "Back to Shelf",
            "Shelf, 2 items. Only text, button, opens, 1 of 2",
            "Text and a link, button, opens, 2 of 2",
            "Pushed Details",
            "Details. Dune. Frank Herbert. Reviews, button",
            "Pushed Reviews",
            "Reviews. Five stars",
            "Back to Details",
            "Details. Dune. Frank Herbert. Reviews, button",
        ])
    }

    @Test func f12IsListedInTheKeysInBothModes() {
        let driver = TestDriver(Shelf(), width: 44, height: 18)
        driver.press("?")
        driver.expectScreen([
            " Sh┌────────────────────────────────────┐",
            "   │ Keys                               │",
            " On│                                    │ ›",
            " Te│ ↑/k        move up                 │ ›",
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
        driver.press(.escape, KeyEquivalent("\u{F70F}"), "?")
        #expect(driver.transcript.last == "F12 linear mode on or off")
    }

    @Test func anAppShowsTheCursorByAStaticProperty() {
        func showsCursor<Program: App>(_ app: Program.Type) -> Bool { app.showsCursor }
        #expect(showsCursor(CursorApp.self))
        #expect(!showsCursor(PlainApp.self))
    }
}
