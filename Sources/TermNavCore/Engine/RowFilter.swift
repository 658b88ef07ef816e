/// A list's type-to-filter line (`/` on a screen without a search field): the text typed and
/// the rows whose visible text contains it, ignoring case, found a bounded number at a time so
/// that a list of a million rows never blocks input.
@MainActor
final class RowFilter {
    /// The most rows read in one frame; the next frame reads on from where this one stopped.
    static let rowsPerFrame = 2_000
    /// The text typed.
    private(set) var text = ""
    /// The rows whose text contains ``text``, as indices among all rows, in order.
    private(set) var matches: [Int] = []
    /// How many rows have been read for the current text.
    private(set) var scanned = 0
    /// The generation of the rows read, and how many there are: rows of a new resolution of
    /// the screen are read again from the start.
    private var rows: (generation: Generation, count: Int)?
    /// Rows are read into a graph that keeps nothing, so reading never grows the screen's own.
    private let scratch = ViewGraph(ephemeral: true)

    /// Whether every row has been read for the current text.
    var isComplete: Bool { rows.map { scanned >= $0.count } ?? false }

    /// Changes the text typed; the rows are read again from the start.
    /// - Parameter text: The new text.
    func setText(_ text: String) {
        guard text != self.text else { return }
        self.text = text
        restart()
    }

    /// Forgets the rows read.
    private func restart() {
        matches = []
        scanned = 0
    }

    /// Reads up to ``rowsPerFrame`` more rows of `rows` (from the start when they are not the
    /// rows read before) and keeps those that match.
    /// - Parameter rows: The screen's rows.
    /// - Returns: Whether the matches changed.
    func advance(over rows: RowSource) -> Bool {
        if self.rows?.generation != rows.generation {
            self.rows = (rows.generation, rows.sourceCount)
            restart()
        }
        let end = min(rows.sourceCount, scanned + Self.rowsPerFrame)
        guard scanned < end else { return false }
        let folded = text.lowercased()
        for index in scanned..<end {
            guard let row = rows.peekSourceRow(at: index, graph: scratch) else { continue }
            if Self.text(of: row.node).lowercased().contains(folded) { matches.append(index) }
        }
        scanned = end
        return true
    }

    /// The text a user sees in a row, its texts joined by spaces.
    static func text(of node: Node) -> String {
        var parts: [[String]] = []
        DeepLinkCandidates.collect(node, into: &parts)
        return parts.map { $0.joined() }.joined(separator: " ")
    }
}
