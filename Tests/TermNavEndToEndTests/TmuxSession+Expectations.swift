import TermNavTesting
import Testing

extension TmuxSession {
    /// Waits for the screen to read as given, line by line, from line `first` to the bottom;
    /// trailing spaces do not count, lines left out at the end must be blank, and lines above
    /// `first` are not checked. When no such screen comes in time, fails the test at the caller,
    /// showing the expected and the last screen side by side.
    /// - Parameters:
    ///   - expected: The screen's lines, from line `first` down.
    ///   - first: The index of the first line to check; 0, the whole screen, by default.
    ///   - comment: What the screen should show, for the failure message.
    ///   - timeout: How long to wait for it.
    ///   - sourceLocation: Where the expectation is written; the caller's by default.
    /// - Returns: The screen.
    /// - Throws: The failed expectation, or ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    @discardableResult
    func expectScreen(
        _ expected: [String], from first: Int = 0, _ comment: Comment? = nil, timeout: Duration = .seconds(5),
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> [String] {
        let wanted = (expected + Array(repeating: "", count: max(0, height - first - expected.count)))
            .trailingSpacesTrimmed
        let found = try await waitFor(timeout: timeout) { Array($0.dropFirst(first)) == wanted }
        let shown = try found ?? screen()
        let report = ScreenComparison(expected: Array(shown.prefix(first)) + wanted, actual: shown).report
        let lines = first == 0 ? "" : "lines \(first)..<\(first + wanted.count) "
        return try #require(
            found,
            Comment(
                rawValue: (comment.map { "\($0)\n" } ?? "") + lines + "not shown within \(timeout)\n" + report
            ),
            sourceLocation: sourceLocation)
    }

    /// Waits until one line, and no other, is the focus bar from its first column to its last:
    /// every cell in a background colour (the theme's, on a terminal with colours) or in reverse
    /// video (without colours). When that does not come in time, fails the test at the caller,
    /// naming the lines that show some of it.
    /// - Parameters:
    ///   - line: The index of the focused line, 0 at the top.
    ///   - timeout: How long to wait for it.
    ///   - sourceLocation: Where the expectation is written; the caller's by default.
    /// - Throws: The failed expectation, or ``EndToEndError/tmuxFailed(arguments:status:standardError:)``.
    func expectFocus(
        onLine line: Int, timeout: Duration = .seconds(5), sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        func isInBar(_ cell: StyledCell) -> Bool {
            cell.hasBackground || cell.isReverse
        }
        func linesInTheBar(_ cells: [[StyledCell]]) -> [Int] {
            cells.indices.filter { cells[$0].contains(where: isInBar) }
        }
        let found = try await waitForStyled(timeout: timeout) { cells in
            linesInTheBar(cells) == [line] && cells[line].allSatisfy(isInBar)
        }
        let shown = try found ?? styledScreen()
        let text = shown.map { String($0.map(\.character)) }.trailingSpacesTrimmed
        try #require(
            found != nil,
            Comment(
                rawValue: "line \(line) alone as the focus bar, to its end, not shown within \(timeout); "
                    + "lines with some of it: \(linesInTheBar(shown))\n\(Self.framed(text))"),
            sourceLocation: sourceLocation)
    }
}
