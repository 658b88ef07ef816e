import TermNavCore
import Testing

extension TestDriver {
    /// Expects the whole screen to read as given, line by line; trailing spaces do not count,
    /// and lines left out at the end must be blank. On failure, records an issue at the caller
    /// that shows the expected and actual screens side by side.
    /// - Parameters:
    ///   - expected: The screen's lines, top first.
    ///   - comment: What the screen should show, for the failure message.
    ///   - sourceLocation: Where the expectation is written; the caller's by default.
    public func expectScreen(
        _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = lines
        let wanted = (expected + Array(repeating: "", count: max(0, actual.count - expected.count))).map(
            Self.trimmingTrailingSpaces)
        guard wanted != actual else { return }
        let report = ScreenComparison(expected: wanted, actual: actual).report
        let message = (comment.map { "\($0)\n" } ?? "") + report
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Expects the screen's lines from `first` on to read as given (trailing spaces do not
    /// count); other lines are not checked.
    /// - Parameters:
    ///   - expected: The lines, from line `first` down.
    ///   - first: The index of the first line to check.
    ///   - comment: What the lines should show, for the failure message.
    ///   - sourceLocation: Where the expectation is written; the caller's by default.
    public func expectLines(
        _ expected: [String], from first: Int, _ comment: Comment? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = lines
        let end = min(actual.count, first + expected.count)
        let slice = first < end ? Array(actual[first..<end]) : []
        let wanted = expected.map(Self.trimmingTrailingSpaces)
        guard slice != wanted else { return }
        var expectedScreen = actual
        for (offset, line) in wanted.enumerated() where first + offset < expectedScreen.count {
            expectedScreen[first + offset] = line
        }
        let report = ScreenComparison(expected: expectedScreen, actual: actual).report
        let message =
            (comment.map { "\($0)\n" } ?? "") + "lines \(first)..<\(first + expected.count) differ\n" + report
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    /// Expects the linear mode's lines said so far (``transcript``) to be exactly these, in
    /// order. On failure, records an issue at the caller that shows the expected and actual
    /// lines side by side.
    /// - Parameters:
    ///   - expected: The lines, first said first.
    ///   - comment: What the transcript should say, for the failure message.
    ///   - sourceLocation: Where the expectation is written; the caller's by default.
    public func expectTranscript(
        _ expected: [String], _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let actual = transcript
        guard expected != actual else { return }
        let count = max(expected.count, actual.count)
        func padded(_ lines: [String]) -> [String] {
            lines + Array(repeating: "", count: count - lines.count)
        }
        let report = ScreenComparison(expected: padded(expected), actual: padded(actual)).report
        let message = (comment.map { "\($0)\n" } ?? "") + "the transcripts differ\n" + report
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }

    private static func trimmingTrailingSpaces(_ line: String) -> String {
        String(line.reversed().drop { $0 == " " }.reversed())
    }
}
