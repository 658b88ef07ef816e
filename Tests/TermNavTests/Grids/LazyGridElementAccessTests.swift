import TermNav
import TermNavTesting
import Testing

/// What a key costs in a lazy grid over a million elements, counted in the elements it reads:
/// a frame reads the cells on screen, a key that moves the focus within them none, and keys that
/// scroll read each line's cells about once, a page ahead of the window.
@MainActor @Suite struct LazyGridElementAccessTests {
    /// The million counted numbers of ``ElementAccessTests``.
    typealias Counter = ElementAccessTests.Counter
    typealias CountingNumbers = ElementAccessTests.CountingNumbers

    struct Numbers: View {
        let numbers: CountingNumbers

        var body: some View {
            NavigationStack {
                ScrollView {
                    LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                        ForEach(numbers, id: \.self) { number in
                            NavigationLink(destination: Text("Number \(number)")) { Text("#\(number)") }
                        }
                    }
                }
                .navigationTitle("Numbers")
            }
        }
    }

    /// At 40 columns, three cells a line; 21 lines of the screen show the grid's lines.
    private static let cellsShown = 3 * 21

    @Test func aKeyReadsTheCellsOnScreenAndAPageAhead() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        #expect(counter.reads <= Self.cellsShown * 2, "the first frame read \(counter.reads) elements")
        driver.expectLines(["      #0           #1           #2"], from: 2)
        counter.reads = 0
        driver.press(.rightArrow)
        #expect(counter.reads <= 2, "a → key within the window read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads <= 2, "a ↓ key within the window read \(counter.reads) elements")
        #expect(driver.focusedText == "#4")
        driver.press(Array(repeating: KeyPress(.downArrow), count: 30))
        counter.reads = 0
        driver.press(.downArrow)
        // The line it brings in and the page past it (laid out ahead), each line's cells.
        #expect(counter.reads <= 3 * (1 + 21) + 2, "a ↓ key that scrolls read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.end)
        #expect(counter.reads <= Self.cellsShown * 2, "End read \(counter.reads) elements")
        #expect(driver.focusedText == "#999999")
        counter.reads = 0
        driver.press(.pageUp)
        #expect(counter.reads <= Self.cellsShown * 2, "PgUp read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.leftArrow)
        #expect(counter.reads <= 2, "a ← key read \(counter.reads) elements")
        let focused = driver.focusedText
        counter.reads = 0
        driver.press(.return, .escape)
        #expect(counter.reads <= Self.cellsShown * 2, "a push and a pop read \(counter.reads) elements")
        #expect(driver.focusedText == focused)
    }
}
