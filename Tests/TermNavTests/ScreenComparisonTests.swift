import TermNavCore
import TermNavTesting
import Testing

/// The side-by-side report of a screen expectation that failed, as the headless driver's and the
/// end-to-end tests' expectations print it.
@Suite struct ScreenComparisonTests {
    @Test func differingLinesAreMarkedAndNumbered() {
        let report = ScreenComparison(expected: ["Books", "", "Emma"], actual: ["Books", "", "Persuasion"])
            .report
        #expect(
            report == """
                      expected   actual
                 0   |Books   | |Books|
                 1   |        | ||
                 2 ≠ |Emma    | |Persuasion|

                """)
    }

    @Test func wideCharactersArePaddedByTheirDisplayWidth() {
        // 日本語 and 🙂 take two columns each: the bars after them line up with those after the
        // ASCII line, as they do in a terminal.
        let report = ScreenComparison(expected: ["日本語 🙂", "abcdefghi"], actual: ["日本", "abcdefghi"]).report
        #expect(
            report == """
                      expected    actual
                 0 ≠ |日本語 🙂| |日本|
                 1   |abcdefghi| |abcdefghi|

                """)
        let columns = report.split(separator: "\n").dropFirst().compactMap { line in
            line.range(of: "| |").map { DisplayWidth.of(String(line[..<$0.upperBound])) }
        }
        #expect(columns.count == 2 && Set(columns).count == 1, "the bars between the screens line up")
    }

    @Test func aLineLeftOutOfOneScreenIsBlankThere() {
        let report = ScreenComparison(expected: ["a"], actual: ["a", "b"]).report
        #expect(report.hasSuffix(" 1 ≠ |        | |b|\n"))
    }
}
