import TermNav
import TermNavTesting
import Testing

/// `.id(_:)`: a new identity makes a new view, with its state afresh, and `scrollTo` finds a
/// view by the identity it gave it.
@MainActor @Suite struct IDModifierTests {
    /// A counter whose own state counts presses.
    struct Counter: View {
        @State private var count = 0
        var body: some View {
            Button("Pressed \(count)") { count += 1 }
        }
    }

    /// A counter given the identity of a generation, and buttons that change it.
    struct Resettable: View {
        @State private var generation = 0
        var body: some View {
            NavigationStack {
                List {
                    Counter().id(generation)
                    Button("Reset") { generation += 1 }
                    Button("Back a generation") { generation -= 1 }
                }
                .navigationTitle("Counter")
            }
        }
    }

    @Test func aNewIdentityStartsTheViewsStateAfresh() {
        let driver = TestDriver(Resettable(), width: 30, height: 8)
        driver.press(.return, .return, .return)
        driver.expectScreen([
            " Counter",
            "",
            " Pressed 3",
            " Reset",
            " Back a generation",
            "",
            "",
            " ↑↓ move  Enter open      1/3",
        ])
        driver.press(.downArrow, .return)
        driver.expectLines([" Pressed 0", " Reset"], from: 2)
        // Back to the identity the count was kept under: a new view all the same.
        driver.press(.downArrow, .return)
        driver.expectLines([" Pressed 0"], from: 2)
    }

    @Test func theSameIdentityKeepsTheState() {
        let driver = TestDriver(Resettable(), width: 30, height: 8)
        driver.press(.return, .return)
        // A frame resolved again for another reason keeps the view as it was.
        driver.press(.downArrow, .downArrow, .upArrow, .upArrow)
        driver.expectLines([" Pressed 2"], from: 2)
    }

    /// A view that counts its appearances in a model outside it.
    final class Appearances {
        var count = 0
    }

    struct Appearing: View {
        let appearances: Appearances
        @State private var generation = 0
        var body: some View {
            NavigationStack {
                List {
                    Text("Generation \(generation)")
                        .onAppear { appearances.count += 1 }
                        .id(generation)
                    Button("Reload") { generation += 1 }
                }
            }
        }
    }

    @Test func aNewIdentityAppearsAgain() {
        let appearances = Appearances()
        let driver = TestDriver(Appearing(appearances: appearances), width: 30, height: 6)
        #expect(appearances.count == 1)
        driver.press(.downArrow, .return)
        driver.expectLines([" Generation 1", " Reload"], from: 0)
        #expect(appearances.count == 2)
    }

    /// A long page whose last line has an identity of its own, and a button that scrolls to it.
    struct Page: View {
        var body: some View {
            NavigationStack {
                ScrollViewReader { proxy in
                    ScrollView {
                        VStack(alignment: .leading) {
                            Button("To the end") { proxy.scrollTo("end", anchor: .top) }
                            ForEach(1...40, id: \.self) { Text("Line \($0)") }
                            Text("The end").id("end")
                            Text("Colophon")
                            Button("Back to the top") { proxy.scrollTo("top") }
                        }
                        .id("top")
                    }
                }
                .navigationTitle("Page")
            }
        }
    }

    @Test func scrollToFindsAViewByTheIdentityItWasGiven() {
        let driver = TestDriver(Page(), width: 30, height: 8)
        driver.press(.return)
        // As near the top as the page's end lets it come.
        driver.expectScreen([
            " Page",
            "",
            "       Line 39",
            "       Line 40",
            "       The end",
            "       Colophon",
            "       Back to the top",
            " ↑↓ move  Enter open  q quit",
        ])
        #expect(driver.focusedText == "Back to the top")
        // The whole stack's identity: its first row, which takes the focus.
        driver.press(.return)
        driver.expectLines(["       To the end", "       Line 1"], from: 2)
    }
}

/// `.id(_:)` around a list, its `ForEach` or a row, as apps use it to rebuild a list: the rows
/// stay rows.
@MainActor @Suite struct IDModifierListTests {
    struct Reloading: View {
        @State private var generation = 0
        var body: some View {
            NavigationStack {
                List {
                    Button("Reload") { generation += 1 }
                    ForEach(["Ash", "Birch", "Cedar"], id: \.self) { name in
                        Text("\(name) \(generation)").id(name)
                    }
                    .id(generation)
                }
                .id("list")
                .navigationTitle("Trees")
            }
        }
    }

    @Test func rowsInsideAnIdentityStayRows() {
        let driver = TestDriver(Reloading(), width: 30, height: 8)
        driver.press(.return)
        driver.expectScreen([
            " Trees",
            "",
            " Reload",
            " Ash 1",
            " Birch 1",
            " Cedar 1",
            "",
            " ↑↓ move  Enter open      1/4",
        ])
        driver.press(.downArrow, .downArrow)
        #expect(driver.focusedText == "Birch 1")
    }
}
