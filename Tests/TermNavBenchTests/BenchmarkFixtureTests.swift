import TermNavBenchFixtures
import TermNavTesting
import Testing

/// The benchmark's lists show and navigate as the benchmark expects.
@MainActor
struct BenchmarkFixtureTests {
    @Test func hiddenLinkRowsShowTheirLabelAndADetailButton() {
        let driver = TestDriver(HiddenLinkList(rows: 1_000_000), width: 30, height: 6)
        #expect(driver.lines.first == " Rows")
        #expect(driver.line(containing: "Row 0")?.hasSuffix("ⓘ") == true)
        #expect(driver.lines.last?.hasSuffix("1/1000000") == true)
    }

    @Test func enterPushesTheRowsDetailsAndEscComesBack() {
        let driver = TestDriver(HiddenLinkList(rows: 50), width: 40, height: 8)
        driver.press(.downArrow, .return)
        #expect(driver.line(containing: "Details of row 1") != nil)
        driver.press(.escape)
        #expect(driver.lines.last?.hasSuffix("2/50") == true)
    }

    @Test func theBooksCopyShowsBooksAsTheExampleDoes() {
        let driver = TestDriver(BookLikeList(count: 1_000), width: 80, height: 8)
        #expect(driver.line(containing: "Book 1 Fantasy")?.hasSuffix("Ada Quillfeather ›") == true)
        #expect(driver.lines.last?.hasSuffix("1/1001") == true)
        driver.press(.return)
        #expect(driver.line(containing: "Title: Book 1") != nil)
    }
}
