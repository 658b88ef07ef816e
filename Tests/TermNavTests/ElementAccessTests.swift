import TermNav
import TermNavTesting
import Testing

/// What a key costs, counted in the elements of a million-row list it touches: a frame reads
/// only the rows on screen, and a Down key a handful more.
@Suite struct ElementAccessTests {
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
        #expect(counter.reads <= 3, "a Down key that scrolls read \(counter.reads) elements")
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
        driver.press(Array(repeating: KeyPress(.downArrow), count: 30))
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads == 1, "a Down key that scrolls read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.upArrow)
        #expect(counter.reads == 0, "an Up key within the window read \(counter.reads) elements")
    }

    @Test func aFilterKeyReadsABoundedNumberOfRowsPerFrame() {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        driver.press("/")
        counter.reads = 0
        driver.press("7")
        // A frame reads at most 2,000 rows for the filter (each element once for its view, once
        // for its identity), and the rows it shows.
        #expect(counter.reads <= 2 * 2_000 + 21 * 2, "a filter key read \(counter.reads) elements")
        #expect(counter.reads >= 2_000, "a filter key read only \(counter.reads) elements")
        #expect(driver.line(containing: "⌕ 7") != nil)
        #expect(driver.line(containing: "/1000000") != nil)
        #expect(driver.lines[3].hasPrefix(" Number 7 "))
        #expect(driver.lines[4].hasPrefix(" Number 17 "))
    }
}
