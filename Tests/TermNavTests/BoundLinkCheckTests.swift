import TermNav
import TermNavTesting
import Testing

/// A bound link is asked whether it is active when its row comes into the window, or when state
/// changes, not again on every scrolling key for the rows that stayed in view.
@MainActor @Suite struct BoundLinkCheckTests {
    /// The selection of the links below, kept outside TermNav's state so that reading it is
    /// counted and changing it is seen only where TermNav asks again.
    final class Selection {
        var row: Int?
        var reads = 0
    }

    /// Rows "Row 0" … each with a hidden background link bound to `selection` by a binding that
    /// counts its reads.
    struct CountedList: View {
        let rows: Int
        let selection: Selection

        var body: some View {
            let selection = selection
            let binding = Binding<Int?>(
                get: {
                    selection.reads += 1
                    return selection.row
                },
                set: { selection.row = $0 })
            NavigationStack {
                List {
                    ForEach(0..<rows, id: \.self) { row in
                        Text("Row \(row)")
                            .background(
                                NavigationLink(
                                    destination: Text("Details of \(row)"), tag: row, selection: binding
                                ) {
                                    EmptyView()
                                }
                                .hidden())
                    }
                }
                .navigationBarTitle("Rows", displayMode: .inline)
            }
        }
    }

    @Test func aScrollingKeyAsksOnlyTheLinkOfTheRowComingIntoView() {
        let selection = Selection()
        let driver = TestDriver(CountedList(rows: 200, selection: selection), width: 30, height: 12)
        // 12 lines: the title and a blank line, 9 rows, the key help.
        driver.expectLines([" Row 0", " Row 1"], from: 2)
        for _ in 0..<8 { driver.press(.downArrow) }
        #expect(driver.focusedLine == " Row 8")
        for step in 1...30 {
            let before = selection.reads
            driver.press(.downArrow)
            #expect(driver.focusedLine == " Row \(8 + step)")
            // The row that came into view: its link is asked once.
            #expect(selection.reads - before == 1, "key \(step): \(selection.reads - before) reads")
        }
        #expect(driver.depth == 1)
    }

    @Test func aMoveThatDoesNotScrollAsksNoLink() {
        let selection = Selection()
        let driver = TestDriver(CountedList(rows: 200, selection: selection), width: 30, height: 12)
        let before = selection.reads
        driver.press(.downArrow, .downArrow, .upArrow)
        #expect(selection.reads == before)
        #expect(driver.focusedLine == " Row 1")
    }

    @Test func anActiveLinkScrolledIntoViewPushes() {
        let selection = Selection()
        let driver = TestDriver(CountedList(rows: 200, selection: selection), width: 30, height: 12)
        // Selected outside TermNav's state: nothing asks again until the row comes into view
        // (rows 0 to 8 show; each Down key past row 8 brings one more in).
        selection.row = 14
        for _ in 0..<12 { driver.press(.downArrow) }
        #expect(driver.depth == 1)
        #expect(driver.focusedLine == " Row 12")
        driver.press(.downArrow, .downArrow)
        #expect(driver.depth == 2)
        driver.expectLines(["        Details of 14"], from: 6)
        driver.press(.escape)
        #expect(driver.depth == 1)
        #expect(selection.row == nil)
    }

    /// Rows whose links are bound to a selection that cannot be reset: row 2's is always active.
    /// The "c" key changes the list's state, which resolves the screen afresh.
    struct StubbornList: View {
        @State private var count = 0

        var body: some View {
            NavigationStack {
                List {
                    ForEach(0..<200, id: \.self) { row in
                        Text("Row \(row)")
                            .background(
                                NavigationLink(
                                    destination: Text("Details of \(row)"), tag: row,
                                    selection: Binding(get: { 2 }, set: { _ in })
                                ) {
                                    EmptyView()
                                }
                                .hidden())
                    }
                }
                .onKeyPress("c") {
                    count += 1
                    return .handled
                }
                .navigationBarTitle("Rows \(count)", displayMode: .inline)
            }
        }
    }

    @Test func aLinkIgnoredAfterItsPopStaysIgnoredWhileTheListScrolls() {
        let driver = TestDriver(StubbornList(), width: 30, height: 12)
        // Active from the start: pushed at once; popped, it is ignored while it stays active.
        driver.expectLines(["         Details of 2"], from: 6)
        driver.press(.escape)
        #expect(driver.depth == 1)
        // Rows 0 to 8 show: eight keys move the focus to row 8, the next two scroll the list by
        // two rows, row 2 still in view; a change of state then asks every link again.
        for _ in 0..<10 { driver.press(.downArrow) }
        #expect(driver.focusedLine == " Row 10")
        driver.expectLines([" Row 2"], from: 2)
        driver.press("c")
        #expect(driver.title == "Rows 1")
        #expect(driver.depth == 1)
        // Scrolled out, and the state changed again: still nothing pushes.
        driver.press(.downArrow, "c")
        #expect(driver.title == "Rows 2")
        #expect(driver.depth == 1)
    }
}
