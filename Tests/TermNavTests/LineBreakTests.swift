import TermNav
import TermNavTesting
import Testing

// A carriage return, CRLF and the Unicode line and paragraph separators break a text's lines as
// a newline does, as in SwiftUI: a list row keeps a line per break, text on a screen wraps at
// them, and where one line is shown (a title, a back label, a labeled value, a tab) the first
// line ends with `…` to say more follows; no placeholder is drawn for them.

/// Each break in a row, a labeled value and the title.
private struct Breaks: View {
    let breaks = ["Return\rend", "CRLF\r\nend", "Line\u{2028}end", "Para\u{2029}end"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(breaks, id: \.self) { Text($0) }
                LabeledContent("Note", value: "Return\rend")
                NavigationLink("Open") { Text("Opened").navigationTitle("Next") }
            }
            .navigationTitle("Return\rend")
        }
    }
}

/// Text on a screen of its own.
private struct Page: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Return\rend")
            Text("Return\rend").lineLimit(1)
        }
    }
}

/// Tabs titled with a break.
private struct Tabbed: View {
    var body: some View {
        TabView {
            Text("Inbox").tabItem { Text("Mail\rbox") }
            Text("Sent").tabItem { Text("Sent") }
        }
    }
}

@MainActor @Suite struct LineBreakTests {
    @Test func aCarriageReturnBreaksARowsLinesAndEndsOneLinePlacesWithAnEllipsis() {
        let driver = TestDriver(Breaks(), width: 30, height: 16)
        driver.expectScreen([
            " Return…",
            "",
            " Return",
            " end",
            " CRLF",
            " end",
            " Line",
            " end",
            " Para",
            " end",
            " Note                 Return…",
            " Open                       ›",
            "",
            "",
            "",
            " ↑↓ move  q quit          1/6",
        ])
        driver.press(.end, .return)
        driver.expectLines([" ‹ Return…   Next"], from: 0)
    }

    @Test func aCarriageReturnWrapsTextOnAScreen() {
        let driver = TestDriver(Page(), width: 30, height: 4)
        driver.expectScreen([
            "           Return",
            "           end",
            "           Return…",
        ])
    }

    @Test func aTabTitleShowsItsFirstLine() {
        let driver = TestDriver(Tabbed(), width: 30, height: 4)
        driver.expectScreen([
            "",
            "            Inbox",
            "",
            " [Mail…]  Sent",
        ])
    }
}
