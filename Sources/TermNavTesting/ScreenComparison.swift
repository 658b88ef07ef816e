import TermNavCore

/// Two screens side by side, differing lines marked, for failure messages: the expected screen
/// at the left, the actual one at the right, each line between bars, `≠` before the lines that
/// differ.
///
/// Lines are padded by their display width (``DisplayWidth``), as a terminal lays them out, so
/// a line with CJK or emoji keeps the right screen's bars in their column. Screen expectations
/// of the headless driver and of the end-to-end tests in tmux both report with it.
package struct ScreenComparison {
    /// The screen the test expected, top line first.
    package let expected: [String]
    /// The screen shown, top line first.
    package let actual: [String]

    /// Two screens to compare.
    /// - Parameters:
    ///   - expected: The screen the test expected, top line first.
    ///   - actual: The screen shown, top line first.
    package init(expected: [String], actual: [String]) {
        self.expected = expected
        self.actual = actual
    }

    /// The two screens as numbered lines, side by side.
    package var report: String {
        let width = max(8, expected.map { DisplayWidth.of($0) }.max() ?? 0)
        var text = "      " + pad("expected", to: width) + "   actual\n"
        for index in 0..<max(expected.count, actual.count) {
            let left = index < expected.count ? expected[index] : ""
            let right = index < actual.count ? actual[index] : ""
            let marker = left == right ? "  " : "≠ "
            let number = index < 10 ? " \(index)" : "\(index)"
            let row: String = number + " " + marker + "|" + pad(left, to: width) + "| |" + right + "|"
            text += row + "\n"
        }
        return text
    }

    /// A line padded with spaces to a display width.
    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }
}
