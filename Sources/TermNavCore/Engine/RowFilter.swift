/// A list's type-to-filter line (`/` on a screen without a search field): the text typed and
/// the rows whose visible text contains it, ignoring case, found a bounded number at a time so
/// that a list of a million rows never blocks input.
@MainActor
final class RowFilter {
    /// The rows read at a time: a frame reads this many, then, in a terminal, more at a time
    /// while it is within ``readingTime``; the next frame reads on from where this one stopped.
    static let rowsPerFrame = 2_000
    /// How long a frame in a terminal goes on reading rows, past its first ``rowsPerFrame``: a
    /// key typed meanwhile waits at most this long (and one batch), and each frame shows the
    /// matches found so far.
    static let readingTime = Duration.milliseconds(16)
    /// The text typed.
    private(set) var text = ""
    /// The rows whose text contains ``text``, as indices among all rows, in order.
    private(set) var matches: [Int] = []
    /// How ``matches`` must be brought up to date with ``text`` over the texts kept.
    private var pending = Rematch.none
    /// The rows read: their texts are kept with them (``RowSource/texts``), so each row is read
    /// once, a new text typed is compared with the texts kept, not with the rows, and a filter
    /// opened again on the same rows reads none. Rows of a new resolution of the screen are read
    /// from the start.
    private var source: RowSource?
    /// Rows are read into a graph that keeps nothing, so reading never grows the screen's own.
    private let scratch = ViewGraph(ephemeral: true)

    /// How the matches follow a change of the text typed.
    private enum Rematch {
        /// They are up to date.
        case none
        /// The new text contains the old: only the rows that matched it are looked at again.
        case narrow
        /// Every row kept is looked at again.
        case all
    }

    /// How many rows have been read for the current text.
    var scanned: Int { source?.texts.count ?? 0 }

    /// Whether every row has been read for the current text.
    var isComplete: Bool { source.map { $0.texts.count >= $0.sourceCount && pending == .none } ?? false }

    /// Changes the text typed; the matches are found again among the rows' texts kept, and
    /// among the rows not read yet as they are read.
    /// - Parameter text: The new text.
    func setText(_ text: String) {
        guard text != self.text else { return }
        let old = RowTexts.fold(self.text)
        let new = RowTexts.fold(text)
        self.text = text
        if pending != .all, !old.isEmpty, new.contains(old) {
            pending = .narrow
        } else {
            pending = .all
        }
    }

    /// Brings the matches up to date with the text typed, then reads ``rowsPerFrame`` more rows
    /// of `rows`, and more while within `time`, and keeps those that match. Rows that are not
    /// the rows read before are matched from the start: over the texts they keep, then read on.
    /// With no text, the rows are read and kept and nothing is matched: every row shows.
    /// - Parameters:
    ///   - rows: The screen's rows.
    ///   - time: How long to go on reading past the first ``rowsPerFrame`` rows; `nil` for not
    ///     at all.
    /// - Returns: Whether the matches changed.
    @discardableResult
    func advance(over rows: RowSource, readingFor time: Duration? = nil) -> Bool {
        if source !== rows {
            source = rows
            matches = []
            pending = .all
        }
        let folded = RowTexts.fold(text)
        var changed = false
        switch pending {
        case .none: break
        case _ where folded.isEmpty: matches = []
        case .narrow: matches = rows.texts.rows(among: matches, containing: folded)
        case .all: matches = rows.texts.rows(in: 0..<rows.texts.count, containing: folded)
        }
        if pending != .none {
            pending = .none
            changed = true
        }
        guard rows.texts.count < rows.sourceCount else { return changed }
        let clock = ContinuousClock()
        let deadline = clock.now + (time ?? .zero)
        repeat {
            read(Self.rowsPerFrame, of: rows, matching: folded)
        } while time != nil && rows.texts.count < rows.sourceCount && clock.now < deadline
        return true
    }

    /// Reads up to `count` more rows' texts and keeps those that match.
    private func read(_ count: Int, of rows: RowSource, matching folded: String) {
        // The texts are taken out of the rows while they grow, so that their storage stays
        // their own, and put back.
        var texts = RowTexts()
        swap(&texts, &rows.texts)
        defer { swap(&texts, &rows.texts) }
        let start = texts.count
        let end = min(rows.sourceCount, start + count)
        // Read from the rows' views, or, where only resolving a row tells, from the row resolved.
        rows.readSourceRows(in: start..<end) { index, reader, isRead in
            if isRead {
                texts.append(runs: reader.runs, partEnds: reader.partEnds)
            } else {
                texts.append(
                    rows.peekSourceRow(at: index, graph: scratch).map { Self.text(of: $0.node) } ?? "")
            }
        }
        // The first rows read tell how long the rest will take to keep.
        if start == 0, end < rows.sourceCount { texts.reserve(rows: rows.sourceCount) }
        if !folded.isEmpty { matches += texts.rows(in: start..<end, containing: folded) }
    }

    /// The text a user sees in a row, its texts joined by spaces.
    static func text(of node: Node) -> String {
        var parts: [[String]] = []
        DeepLinkCandidates.collect(node, into: &parts)
        return parts.map { $0.joined() }.joined(separator: " ")
    }
}
