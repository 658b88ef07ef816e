/// The screen's focus states (`@FocusState`) kept in step with its focus: a state the app set
/// moves the focus to the view it names, and the focus, wherever it moved, is written back into
/// every state tied to the screen's views.
///
/// Views tied to a state are looked for where the focus can go without scrolling far: the parts
/// above and below a list, the toolbar, and the list's rows drawn in the last frame (every row,
/// in a list of at most ``rowsSearchedWhole``).
@MainActor
struct FocusSync {
    /// A place the focus can be, and the states tied to the view there.
    struct Candidate {
        /// Where it is: a row (and the cell, in a lazy grid's line), a view above or below the
        /// list, or a toolbar item.
        var stop: FocusStop
        /// The states tied to it.
        var targets: [FocusTarget]
    }

    /// Lists of at most this many rows are searched whole for the view a state names.
    static let rowsSearchedWhole = 256

    /// The screen, resolved.
    let screen: ResolvedScreen

    /// The places with views tied to a focus state, in screen order.
    func candidates(drawnRows: Range<Int>) -> [Candidate] {
        var found: [Candidate] = []
        for (index, part) in screen.header.enumerated() {
            let targets = RowBehavior(part).focusTargets
            if !targets.isEmpty { found.append(Candidate(stop: .header(index), targets: targets)) }
        }
        let rows = screen.rows
        let searched =
            rows.count <= Self.rowsSearchedWhole ? 0..<rows.count : drawnRows.clamped(to: 0..<rows.count)
        for index in searched where rows.isFocusable(index) {
            let row = rows.row(at: index)
            if let cells = row.cells {
                // A grid's line: each of its cells a place of its own.
                for (column, cell) in cells.enumerated() where !cell.focusTargets.isEmpty {
                    found.append(
                        Candidate(stop: .row(index, column: column), targets: cell.focusTargets))
                }
                continue
            }
            let targets = row.behavior.focusTargets
            if !targets.isEmpty { found.append(Candidate(stop: .row(index, column: nil), targets: targets)) }
        }
        for (index, part) in screen.footer.enumerated() {
            let targets = RowBehavior(part).focusTargets
            if !targets.isEmpty { found.append(Candidate(stop: .footer(index), targets: targets)) }
        }
        for (index, item) in screen.toolbarItems.enumerated() where !item.behavior.focusTargets.isEmpty {
            found.append(Candidate(stop: .toolbar(index), targets: item.behavior.focusTargets))
        }
        return found
    }

    /// The focus the app asked for by setting a state since it was last seen: the first place
    /// whose view the changed state names (`nil` when no state changed, or one changed to name
    /// no view found), and the states' values as seen now (a state seen for the first time is
    /// taken as it is).
    func requested(in state: ScreenState, seen: [ObjectIdentifier: AnyHashable])
        -> (state: ScreenState?, seen: [ObjectIdentifier: AnyHashable])
    {
        var seen = seen
        var moved: ScreenState?
        for candidate in candidates(drawnRows: state.drawnRows) {
            for target in candidate.targets {
                let id = target.stateID()
                guard let before = seen[id] else {
                    seen[id] = target.value()
                    continue
                }
                guard moved == nil, target.value() != before, target.isNamed() else { continue }
                moved = state.focused(on: candidate.stop)
            }
        }
        return (moved, seen)
    }

    /// Writes the focus into every state tied to the screen's views: the states tied to the
    /// focused view name it; a state that names another view names nothing.
    /// - Returns: Whether a state changed, and each state's value now.
    func write(_ state: ScreenState) -> (changed: Bool, seen: [ObjectIdentifier: AnyHashable]) {
        let candidates = candidates(drawnRows: state.drawnRows)
        let focused = candidates.first { state.isFocused(at: $0.stop) }
        let before = Dictionary(
            candidates.flatMap(\.targets).map { ($0.stateID(), $0.value()) },
            uniquingKeysWith: { first, _ in first })
        let taken = Set((focused?.targets ?? []).map { $0.stateID() })
        for candidate in candidates where candidate.stop != focused?.stop {
            for target in candidate.targets where !taken.contains(target.stateID()) { target.release() }
        }
        for target in focused?.targets ?? [] { target.take() }
        let after = Dictionary(
            candidates.flatMap(\.targets).map { ($0.stateID(), $0.value()) },
            uniquingKeysWith: { first, _ in first })
        return (after != before, after)
    }
}
