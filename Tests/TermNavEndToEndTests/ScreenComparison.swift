/// Two screens side by side, differing lines marked, for failure messages.
///
/// Columns are counted in characters, so a line with double-width characters leans right.
struct ScreenComparison {
    /// The screen the test expected.
    let expected: [String]
    /// The screen the terminal showed.
    let actual: [String]

    /// The two screens as numbered lines, `≠` where they differ.
    var report: String {
        let width = max(8, expected.map(\.count).max() ?? 0)
        var text = "      " + pad("expected", to: width) + "   actual\n"
        for index in 0..<Swift.max(expected.count, actual.count) {
            let left = index < expected.count ? expected[index] : ""
            let right = index < actual.count ? actual[index] : ""
            let marker = left == right ? "  " : "≠ "
            let number = index < 10 ? " \(index)" : "\(index)"
            text += number + " " + marker + "|" + pad(left, to: width) + "| |" + right + "|\n"
        }
        return text
    }

    private func pad(_ text: String, to width: Int) -> String {
        text + String(repeating: " ", count: Swift.max(0, width - text.count))
    }
}
