import TermNav
import TermNavTesting
import Testing

/// Sections keep a long `ForEach` lazy: a frame reads the rows on screen, a Down key a few more,
/// also when the sections themselves come from a `ForEach`.
@MainActor @Suite struct SectionElementAccessTests {
    /// The million counted numbers of ``ElementAccessTests``.
    typealias Counter = ElementAccessTests.Counter
    typealias CountingNumbers = ElementAccessTests.CountingNumbers

    struct Groups: View {
        let numbers: CountingNumbers

        var body: some View {
            List {
                ForEach(["Even", "Odd"], id: \.self) { group in
                    Section(group) {
                        ForEach(numbers, id: \.self) { Text("\(group) \($0)") }
                            .onDelete { _ in }
                    }
                }
            }
        }
    }

    @Test func aDownKeyInASectionOfAMillionRowsReadsAFewElements() {
        let counter = Counter()
        let driver = TestDriver(Groups(numbers: CountingNumbers(counter: counter)), width: 40, height: 24)
        #expect(counter.reads <= 23 * 2, "the first frame read \(counter.reads) elements")
        driver.expectLines([" Even", " Even 0", " Even 1"], from: 0)
        driver.press(Array(repeating: KeyPress(.downArrow), count: 30))
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads <= 3, "a Down key that scrolls read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.end)
        #expect(counter.reads <= 23 * 2, "End read \(counter.reads) elements")
        driver.expectLines(
            [" Odd 999998", " Odd 999999", " ↑↓ move  a actions     2000000/2000000"], from: 21)
    }
}
