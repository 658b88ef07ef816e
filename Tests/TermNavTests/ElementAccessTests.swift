import TermNav
import TermNavTesting
import Testing

/// What a key costs, counted in the elements of a million-row list it touches: a frame reads
/// only the rows on screen, a key that moves the focus within them none, and keys that scroll
/// read each row once, a page ahead of the window.
@MainActor @Suite struct ElementAccessTests {
    /// A million numbers that count how often they are read.
    final class Counter {
        var reads = 0
    }

    struct CountingNumbers: RandomAccessCollection {
        let counter: Counter
        let startIndex = 0
        let endIndex = 1_000_000

        subscript(position: Int) -> Int {
            counter.reads += 1
            return position
        }
    }

    struct Numbers: View {
        let numbers: CountingNumbers

        var body: some View {
            NavigationStack {
                List {
                    ForEach(numbers, id: \.self) { number in
                        NavigationLink(destination: Text("Number \(number)")) {
                            LabeledContent("Number \(number)", value: "\(number % 7)")
                        }
                    }
                }
                .navigationTitle("Numbers")
            }
        }
    }

    @Test func aFrameReadsTheRowsOnScreenAndADownKeyAFewMore() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        // 21 rows on screen: a frame reads each once (its view; the focused row's identity too).
        #expect(counter.reads <= 21 * 2, "the first frame read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads <= 2, "a Down key within the window read \(counter.reads) elements")
        driver.press(Array(repeating: KeyPress(.downArrow), count: 30))
        counter.reads = 0
        driver.press(.downArrow)
        // At most the row it brings in and the page past it (laid out ahead).
        #expect(counter.reads <= 1 + 21, "a Down key that scrolls read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.end)
        #expect(counter.reads <= 21 * 2, "End read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.pageUp)
        #expect(counter.reads <= 21 * 2, "PgUp read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.return, .escape)
        #expect(counter.reads <= 21 * 2, "a push and a pop read \(counter.reads) elements")
        driver.expectLines(
            [" Number 999979                      1 ›", " ↑↓ move  Enter open     999980/1000000"], from: 22)
    }

    @Test func aKeyReadsOnlyTheElementsOfTheRowsItBringsIn() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        // A row's identity is read while its view is built: the focused row's is not read again.
        #expect(counter.reads == 21, "the first frame read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads == 0, "a Down key within the window read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.upArrow)
        #expect(counter.reads == 0, "an Up key within the window read \(counter.reads) elements")
    }

    /// The reads of each of 100 keys that scroll a list of 21 rows shown, one row at a time.
    private func readsWhileScrolling(_ driver: TestDriver, _ counter: Counter, key: KeyPress) -> [Int] {
        (0..<100).map { _ in
            counter.reads = 0
            driver.press([key])
            return counter.reads
        }
    }

    @Test func keysThatScrollDownReadEachRowOnceAPageAhead() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        // The focus onto the last row shown (row 20): the next Down scrolls.
        driver.press(Array(repeating: KeyPress(.downArrow), count: 20))
        driver.expectLines([" Number 20                          6 ›"], from: 22)
        let reads = readsWhileScrolling(driver, counter, key: KeyPress(.downArrow))
        // The first key reads the row it brings in (21) and lays out the page past it (22-42);
        // the keys that scroll through that page read nothing, and once the window's edge is a
        // row from the page's end, the next 20 rows are laid out.
        var expected = Array(repeating: 0, count: 100)
        expected[0] = 1 + 21
        for key in stride(from: 20, to: 100, by: 20) { expected[key] = 20 }
        #expect(reads == expected)
        // Rows 21-122: each read once.
        let total: Int = reads.reduce(0, +)
        #expect(total == 122 - 21 + 1)
        driver.expectLines([" Number 120                         1 ›"], from: 22)
        // Back up through rows laid out already: nothing is read.
        #expect(readsWhileScrolling(driver, counter, key: KeyPress(.upArrow)).allSatisfy { $0 == 0 })
    }

    @Test func keysThatScrollUpReadEachRowOnceAPageAhead() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        // End jumps a whole window: it reads the rows shown and two the scroller looks at to see
        // whether they fit (the row below the old window, the row above the new one), and
        // nothing is laid out ahead of a jump.
        counter.reads = 0
        driver.press(.end)
        #expect(counter.reads == 21 + 2, "End read \(counter.reads) elements")
        // The focus onto the first row shown (row 999,979): the next Up scrolls.
        driver.press(Array(repeating: KeyPress(.upArrow), count: 20))
        let reads = readsWhileScrolling(driver, counter, key: KeyPress(.upArrow))
        // The row the first key brings in was looked at already (the scroller looks at the row
        // above the window every frame): it reads the page above (999,957-999,977).
        var expected = Array(repeating: 0, count: 100)
        expected[0] = 21
        for key in stride(from: 20, to: 100, by: 20) { expected[key] = 20 }
        #expect(reads == expected)
        driver.expectLines([" Number 999879                      6 ›"], from: 2)
    }

    @Test func aTallWindowLaysOutAtMost32RowsAhead() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 100)
        // 97 rows shown: the focus onto the last (row 96), then a key that scrolls.
        driver.press(Array(repeating: KeyPress(.downArrow), count: 96))
        driver.expectLines([" Number 96                          5 ›"], from: 98)
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads == 1 + 32, "a Down key that scrolls read \(counter.reads) elements")
    }

    @Test func aFilterKeyReadsABoundedNumberOfRowsPerFrame() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        driver.press("/")
        counter.reads = 0
        driver.press("7")
        // A frame reads at most 2,000 rows for the filter (each element once for its view, once
        // for its identity), and the rows it shows. The frame of `/` read the first 2,000 before
        // any text was typed; the key's frame matches them and reads 2,000 more.
        #expect(counter.reads <= 2 * 2_000 + 21 * 2, "a filter key read \(counter.reads) elements")
        #expect(counter.reads >= 2_000, "a filter key read only \(counter.reads) elements")
        #expect(driver.line(containing: "⌕ 7") != nil)
        #expect(driver.line(containing: "/1000000") != nil)
        driver.expectScreen(
            [
                " Numbers",
                "",
                " ⌕ 7   1084 of 4000/1000000",
                " Number 7                           0 ›",
                " Number 17                          3 ›",
                " Number 27                          6 ›",
                " Number 37                          2 ›",
                " Number 47                          5 ›",
                " Number 57                          1 ›",
                " Number 67                          4 ›",
                " Number 70                          0 ›",
                " Number 71                          1 ›",
                " Number 72                          2 ›",
                " Number 73                          3 ›",
                " Number 74                          4 ›",
                " Number 75                          5 ›",
                " Number 76                          6 ›",
                " Number 77                          0 ›",
                " Number 78                          1 ›",
                " Number 79                          2 ›",
                " Number 87                          3 ›",
                " Number 97                          6 ›",
                " Number 107                         2 ›",
                " ↑↓ rows  Enter open  Esc leave",
            ], "the rows with a 7, from 7 and 17 on")
    }
}
