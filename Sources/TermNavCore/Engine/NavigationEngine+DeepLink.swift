extension NavigationEngine {
    /// Opens the app at a path of screens named by the labels a user would choose: at each
    /// level, the row (or the view above or below a list) whose visible label is the component
    /// exactly, else the only one it begins, ignoring case, is activated, and must open a screen.
    /// - Parameters:
    ///   - labels: The labels, root-most first.
    ///   - size: The terminal size to lay screens out at.
    ///   - unicode: Whether the terminal shows UTF-8.
    /// - Throws: A ``DeepLink/Failure`` naming the level that failed.
    ///
    /// On a tab view's screen, the first label names the tab (by its title, matched the same
    /// way), and the next the row in it.
    package func follow(labels: [String], size: Size, unicode: Bool) throws(DeepLink.Failure) {
        var tabsChosen: Set<ScreenID> = []
        for (offset, label) in labels.enumerated() {
            _ = frame(size: size, unicode: unicode)
            guard let screen = current else { return }
            let entry = screens.top
            if tabHostIndex == screens.count - 1, let tabs = entry.tabs, !tabsChosen.contains(entry.id) {
                tabsChosen.insert(entry.id)
                let titles = tabs.bar.items.map { $0.title ?? "" }
                let exact = titles.indices.filter { titles[$0] == label }
                let prefixed = titles.indices.filter { titles[$0].lowercased().hasPrefix(label.lowercased()) }
                let matches = exact.isEmpty ? prefixed : exact
                guard matches.count == 1 else {
                    throw DeepLink.Failure(
                        level: offset + 1, label: label, screenTitle: screen.title,
                        reason: matches.isEmpty ? .noMatch : .ambiguous,
                        candidates: Array((matches.isEmpty ? titles : matches.map { titles[$0] }).prefix(5)))
                }
                selectTab(at: matches[0])
                continue
            }
            let candidates = DeepLinkCandidates(screen: screen)
            let failure = { (reason: DeepLink.Failure.Reason, candidates: [String]) in
                DeepLink.Failure(
                    level: offset + 1, label: label, screenTitle: screen.title, reason: reason,
                    candidates: Array(candidates.prefix(5)))
            }
            let (matches, near) = candidates.search(for: label)
            guard let match = matches.first else {
                throw failure(.noMatch, near)
            }
            guard matches.count == 1 else {
                throw failure(.ambiguous, matches.map(\.label))
            }
            entry.state.focus(on: match.stop)
            let depth = screens.count
            perform(.activate)
            _ = frame(size: size, unicode: unicode)
            guard screens.count > depth else { throw failure(.notALink, []) }
        }
    }
}

/// The labels a deep link can pick on one screen: its rows, and the actionable views above and
/// below a list, with their raw text (before any placeholder or ASCII fallback).
@MainActor
struct DeepLinkCandidates {
    /// One thing a label can name.
    struct Candidate {
        /// Its whole text, parts joined by single spaces.
        let label: String
        /// Its separate texts (a row's title apart from its trailing value).
        let parts: [String]
        /// Where the focus goes to pick it.
        let stop: FocusStop
    }

    let screen: ResolvedScreen
    /// Rows are read into a graph that keeps nothing: a list of a million rows is searched in
    /// the memory one row takes, and the screen's own records stay as they were.
    private let scratch = ViewGraph(ephemeral: true)

    /// Every candidate, in screen order, read one at a time: `wanted` is asked first whether a
    /// node's texts, lower-cased without their spaces (``squeeze(_:into:)``), can name what is
    /// looked for, and only those that can are made candidates. A row's texts are read from its
    /// view where they can be, into one buffer kept from row to row, and the row resolved only
    /// when it is made a candidate.
    private func forEachCandidate(where wanted: ([UInt8]) -> Bool, _ body: (Candidate) -> Bool) {
        var bytes: [UInt8] = []
        func wants(_ node: Node) -> Bool {
            Self.squeeze([RowFilter.text(of: node)], into: &bytes)
            return wanted(bytes)
        }
        for (index, node) in screen.header.enumerated() where RowBehavior(node).action != nil && wants(node) {
            guard body(Self.candidate(node, at: .header(index))) else { return }
        }
        // The rows, read a few thousand at a time, until a candidate says it is enough.
        let rows = screen.rows
        var row = 0
        var isDone = false
        while row < rows.count, !isDone {
            let end = min(rows.count, row + 4_096)
            rows.readRows(in: row..<end) { index, reader, isRead in
                guard !isDone, rows.isList || rows.isFocusable(index) else { return }
                var resolved: Node?
                if isRead {
                    Self.squeeze(reader.runs, into: &bytes)
                } else {
                    let node = rows.peekRow(at: index, graph: scratch).node
                    resolved = node
                    Self.squeeze([RowFilter.text(of: node)], into: &bytes)
                }
                guard wanted(bytes) else { return }
                let node = resolved ?? rows.peekRow(at: index, graph: scratch).node
                isDone = !body(Self.candidate(node, at: .row(index, column: nil)))
            }
            row = end
        }
        guard !isDone else { return }
        for (index, node) in screen.footer.enumerated() where RowBehavior(node).action != nil && wants(node) {
            guard body(Self.candidate(node, at: .footer(index))) else { return }
        }
    }

    /// Puts texts' bytes, lower-cased, without their spaces, into `bytes` (emptied first): a
    /// node whose texts, so squeezed, do not contain a label's cannot be named by it, whole, in
    /// part or by a prefix.
    /// Apart from the main actor: a closure of a main-actor function would check the executor
    /// for every byte.
    /// - Parameters:
    ///   - texts: The texts, or their runs, in order.
    ///   - bytes: Where the bytes go; its storage is kept from call to call.
    nonisolated private static func squeeze(_ texts: [String], into bytes: inout [UInt8]) {
        bytes.removeAll(keepingCapacity: true)
        for text in texts { RowTexts.appendFolded(text, to: &bytes) }
        bytes.removeAll { $0 == 0x20 }
    }

    /// What a label names on the screen, read in one pass over the candidates: those whose
    /// whole text or one of whose texts is the label; when none is, those whose text begins
    /// with it, ignoring case (at most six of either are kept); and up to five labels near it,
    /// for a message when nothing matches: those that contain it, ignoring case, else the first.
    func search(for label: String) -> (matches: [Candidate], near: [String]) {
        var exact: [Candidate] = []
        var prefixed: [Candidate] = []
        var containing: [String] = []
        var first: [String] = []
        let folded = label.lowercased()
        var squeezedLabel: [UInt8] = []
        Self.squeeze([label], into: &squeezedLabel)
        // The first five are kept whatever their text, for a message when nothing matches; past
        // them, a row is made a candidate only when its texts could name the label.
        var seen = 0
        let wanted = { (text: [UInt8]) -> Bool in
            seen += 1
            return seen <= 5 || Self.contains(text, squeezedLabel)
        }
        forEachCandidate(where: wanted) { candidate in
            let name = candidate.parts.first ?? candidate.label
            let whole = candidate.label.lowercased()
            if candidate.label == label || candidate.parts.contains(label) {
                exact.append(candidate)
            } else if exact.isEmpty, prefixed.count < 6,
                whole.hasPrefix(folded)
                    || candidate.parts.contains(where: { $0.lowercased().hasPrefix(folded) })
            {
                prefixed.append(candidate)
            }
            if containing.count < 5, Self.contains(whole, folded) { containing.append(name) }
            if first.count < 5 { first.append(name) }
            // Six exact matches settle it: the label is ambiguous whatever else follows.
            return exact.count < 6
        }
        return (exact.isEmpty ? prefixed : exact, containing.isEmpty ? first : containing)
    }

    /// Whether `text` contains `part`, compared byte by byte (labels are short, and this runs for
    /// every row of a list).
    private static func contains(_ text: String, _ part: String) -> Bool {
        contains(Array(text.utf8), Array(part.utf8))
    }

    /// Whether the bytes `haystack` contain the bytes `needle`.
    nonisolated private static func contains(_ haystack: [UInt8], _ needle: [UInt8]) -> Bool {
        guard !needle.isEmpty else { return true }
        guard needle.count <= haystack.count else { return false }
        for start in 0...(haystack.count - needle.count)
        where haystack[start] == needle[0] && haystack[start..<(start + needle.count)].elementsEqual(needle) {
            return true
        }
        return false
    }

    /// A node's texts, as the app gave them: its whole label joins its texts with single
    /// spaces; its parts are each text and, for a text in several styles (a title and a bold
    /// genre), each styled run, so that either can be named alone.
    private static func candidate(_ node: Node, at stop: FocusStop) -> Candidate {
        var texts: [[String]] = []
        collect(node, into: &texts)
        func cleaned(_ text: String) -> String {
            text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        let whole = texts.map { cleaned($0.joined()) }.filter { !$0.isEmpty }
        let runs = texts.filter { $0.count > 1 }.flatMap { $0.map(cleaned) }.filter { !$0.isEmpty }
        return Candidate(label: whole.joined(separator: " "), parts: whole + runs, stop: stop)
    }

    /// Collects the texts a user sees in a node, in order, each as its styled runs.
    static func collect(_ node: Node, into parts: inout [[String]]) {
        switch node {
        case .text(let runs):
            parts.append(runs.map(\.string))
        case .image, .bar, .empty, .spacer, .divider, .color, .shape, .list, .forEach:
            break
        case .group(let children), .zstack(let children, _):
            for child in children { collect(child, into: &parts) }
        case .stack(let stack):
            for child in stack.children { collect(child, into: &parts) }
        case .arranged(let arranged):
            for child in arranged.children { collect(child, into: &parts) }
        case .labeled(let labeled):
            collect(labeled.label, into: &parts)
            collect(labeled.value, into: &parts)
        case .button(let button):
            collect(button.label, into: &parts)
        case .link(let link):
            collect(link.label, into: &parts)
        case .modified(let inner, let modifier):
            switch modifier {
            case .hidden, .invisible:
                break
            case .style, .paint, .accessory, .background, .toolbarPlacement, .lineLimit, .keyPress, .rowTrait,
                .padding, .border, .clip, .frame, .disabled, .textAlignment, .layout:
                collect(inner, into: &parts)
            case .overlay(let overlay, _):
                collect(inner, into: &parts)
                collect(overlay, into: &parts)
            }
        }
    }
}
