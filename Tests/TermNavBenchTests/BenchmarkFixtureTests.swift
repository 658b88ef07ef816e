import TermNavBenchFixtures
import TermNavBenchKit
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

/// The typing scenario's fixtures show and edit as the benchmark expects.
@MainActor
struct TypingFixtureTests {
    @Test func theFormEditsItsNameFieldFirstAndTheGreetingFollowsIt() {
        let driver = TestDriver(TypingForm(rows: 200), width: 80, height: 24)
        #expect(driver.line(containing: "Your name") != nil)
        #expect(driver.line(containing: "Row 0") != nil)
        // While a field is edited, the help line shows no position.
        #expect(ListPosition(endOf: driver.lines.last ?? "") == nil)
        driver.type("abc")
        #expect(driver.lines.filter { $0.contains("abc") }.count == 2)
        #expect(driver.line(containing: "Hello, abc") != nil)
        driver.press("u", modifiers: .control)
        #expect(driver.line(containing: "Hello, nobody") != nil)
    }

    @Test func downFromTheFieldsReachesTheGreetingThenTheRowsAndHomeEditsTheNameAgain() {
        let driver = TestDriver(TypingForm(rows: 200), width: 80, height: 24)
        driver.press(.escape)
        #expect(ListPosition(endOf: driver.lines.last ?? "") != nil)
        driver.press(.downArrow)
        #expect(ListPosition(endOf: driver.lines.last ?? "") == nil, "the Note field is edited")
        driver.press(.downArrow)
        let first = ListPosition(endOf: driver.lines.last ?? "")
        #expect(driver.focusedLine?.contains("Hello, nobody") == true)
        driver.press(.downArrow)
        #expect(driver.focusedLine?.contains("Row 0") == true)
        #expect(ListPosition(endOf: driver.lines.last ?? "")?.row == (first?.row ?? 0) + 1)
        driver.press(.home)
        #expect(ListPosition(endOf: driver.lines.last ?? "") == nil, "the Name field is edited")
    }

    @Test func theSearchableListFiltersItsNamesInItsBody() {
        let driver = TestDriver(
            SearchableRows(names: SearchableRows.names(count: 1_000)), width: 40, height: 10)
        driver.expectLines([" ⌕ Search", " Row 0"], from: 2)
        driver.press("/")
        driver.type("42")
        driver.expectLines([" ⌕ 42", " Row 42", " Row 142", " Row 242"], from: 2)
        // Ending the search brings every name back, the focus on the row it was on before.
        driver.press(.escape, .escape)
        #expect(ListPosition(endOf: driver.lines.last ?? "") == ListPosition(row: 1, count: 1_000))
    }
}
