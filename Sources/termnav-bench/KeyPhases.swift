/// The keys the benchmark presses in a list, the same in a terminal and headless: Down keys
/// from the top (the highlight moving, then the list scrolling, back to the top with Home each
/// time as many keys have scrolled as moved), Page Down keys through the first 1,000 rows, Enter and Esc
/// on the first row, then a burst of Down keys written at once.
struct KeyPhases {
    /// How many keys of each kind to measure (`Down` and `Down+scroll` each, `PgDn`).
    let keyCount: Int
    /// How many Enter/Esc pairs.
    let pushCount: Int
    /// How many Down keys the burst writes at once; 0 for none.
    let burstKeys: Int
    /// Page Down keys go back to the top once past this row.
    static let pageSweepRows = 1_000

    /// What the keys cost, by kind, and what the burst and the repaint checks found.
    struct Outcome {
        /// Samples by key kind: `Down`, `Down+scroll`, `PgDn`, `push`, `pop`.
        var samples: [String: [KeySample]] = [:]
        /// Milliseconds until the burst settled, and its CPU milliseconds.
        var burst: (milliseconds: Double, cpu: Double)?
        /// Whether the burst ended on the right row with the screen equal to a full repaint.
        var burstExact: Bool?
        /// Whether every screen checked equalled a full repaint.
        var screensExact: Bool?
        /// The first screen that did not, for the report's notes.
        var mismatch: String?

        /// Adds another round's outcome: its samples after these, its burst if it had one, and
        /// its checks to these.
        /// - Parameter other: The round's outcome.
        mutating func add(_ other: Outcome) {
            for (kind, samples) in other.samples { self.samples[kind, default: []] += samples }
            if let burst = other.burst {
                self.burst = burst
                burstExact = other.burstExact
            }
            if let exact = other.screensExact { screensExact = (screensExact ?? true) && exact }
            mismatch = mismatch ?? other.mismatch
        }
    }

    /// Presses the keys.
    /// - Parameter driver: The list, showing its first row.
    /// - Returns: The samples and checks.
    /// - Throws: A ``BenchError`` when a frame never shows what the key should have drawn.
    func run(on driver: some ListDriver) throws(BenchError) -> Outcome {
        var outcome = Outcome()
        let count = driver.program.count
        var row = 1
        func home() throws(BenchError) {
            guard row != 1 else { return }
            _ = try driver.press(.home, expecting: .list(row: 1))
            row = 1
        }
        func checkRepaint(_ phase: String) throws(BenchError) {
            guard let matches = try driver.repaintMatches() else { return }
            outcome.screensExact = (outcome.screensExact ?? true) && matches
            if !matches, outcome.mismatch == nil {
                outcome.mismatch = "the screen after \(phase) differs from its repaint"
            }
        }

        // Down: the highlight moves until the list must scroll; then as many scrolling keys.
        var moves: [KeySample] = []
        var scrolls: [KeySample] = []
        var movesInCycle = 0
        var scrollsInCycle = 0
        var wantsScrolls = true
        while moves.count < keyCount || (wantsScrolls && scrolls.count < keyCount) {
            if row >= count || (scrollsInCycle > 0 && scrollsInCycle >= movesInCycle) {
                if scrollsInCycle == 0 { wantsScrolls = false }
                if row == 1 { break }
                try home()
                movesInCycle = 0
                scrollsInCycle = 0
                continue
            }
            let sample = try driver.press(.down, expecting: .list(row: row + 1))
            row += 1
            if sample.scrolled {
                scrolls.append(sample)
                scrollsInCycle += 1
            } else {
                moves.append(sample)
                movesInCycle += 1
            }
        }
        outcome.samples["Down"] = moves
        outcome.samples["Down+scroll"] = scrolls
        try checkRepaint("the Down keys")

        // Page Down through the first rows, from the top again past them, so that every list
        // length visits the same pages (a longer sweep would compare fresh rows with rows built
        // before).
        try home()
        var pages: [KeySample] = []
        let sweepEnd = min(count, Self.pageSweepRows)
        while pages.count < keyCount, count > 1 {
            if row >= sweepEnd { try home() }
            pages.append(try driver.press(.pageDown, expecting: .listMoved(from: row)))
            row = driver.position?.row ?? row
        }
        outcome.samples["PgDn"] = pages
        try checkRepaint("the PgDn keys")

        // Enter pushes the first row's details; Esc pops back to the list.
        try home()
        if driver.program.pushes, count > 0 {
            var pushes: [KeySample] = []
            var pops: [KeySample] = []
            for _ in 0..<pushCount {
                pushes.append(try driver.press(.enter, expecting: .details(row: row)))
                pops.append(try driver.press(.escape, expecting: .list(row: row)))
            }
            outcome.samples["push"] = pushes
            outcome.samples["pop"] = pops
            try checkRepaint("push and pop")
        }

        // The burst: Down keys written at once, from the top.
        if burstKeys > 0, count > 1 {
            try home()
            let target = min(1 + burstKeys, count)
            outcome.burst = try driver.burst(burstKeys, settlingOn: target)
            row = target
            let focused = driver.focusedRowContains(driver.program.rowText(target))
            let repaint = try driver.repaintMatches()
            outcome.burstExact = focused && repaint != false
            if repaint == false, outcome.mismatch == nil {
                outcome.mismatch = "the screen after the burst differs from its repaint"
            } else if !focused, outcome.mismatch == nil {
                outcome.mismatch =
                    "after the burst, the focused row does not show \"\(driver.program.rowText(target))\""
            }
        }
        return outcome
    }
}
