import TermNavBenchFixtures
import TermNavBenchKit
import TermNavCore

/// The `/` filter over the benchmark's copy of the books list, headless, beside the same rows'
/// views made and freed alone: the app's own code for a row, which a filter runs for every row
/// on the main actor, as SwiftUI runs a view's code, apart from what TermNav adds to read and
/// keep each row's text.
struct RowViewsBench {
    /// The number of books.
    let rows: Int

    /// The title typed into the filter, as ``WholeListBench`` types it.
    private var pattern: String { WholeListBench.pattern(rows: rows) }

    /// Measures both on the calling thread's CPU clock.
    /// - Returns: The report's figures, or what went wrong.
    func run() -> String {
        MainActor.assumeIsolated {
            let views = viewsAlone()
            guard let filter = filterCPU() else {
                return "the headless filter did not reach its final count"
            }
            return
                "filter \(NumberText.figure(filter)) ms CPU; the rows' views alone, made and freed, "
                + "\(NumberText.figure(views)) ms (\(NumberText.figure(views * 100 / max(filter, 0.001)))%); "
                + "TermNav's reading and keeping \(NumberText.figure(max(0, filter - views))) ms"
        }
    }

    /// Makes and frees every row's view, as the filter's reading makes them, and nothing else.
    @MainActor private func viewsAlone() -> Double {
        let start = MonotonicClock.threadCPU()
        for book in 0..<rows { RowViewsSink.take(BookLikeList.row(book)) }
        return MonotonicClock.milliseconds(from: start, to: MonotonicClock.threadCPU())
    }

    /// Types `/` and the pattern into the list, headless, and draws frames until the filter's
    /// count is final; `nil` when it never is.
    @MainActor private func filterCPU() -> Double? {
        let terminal = HeadlessTerminal(size: Size(width: 80, height: 24), unicode: true)
        let session = AppSession(root: BookLikeList(count: rows), keyMap: .standard, terminal: terminal)
        session.engine.readFilterByTime()
        session.drawFrame()
        let count = " \(WholeListBench.expectedCount(rows: rows)) of \(rows + 1)"
        let start = MonotonicClock.threadCPU()
        for character in "/" + pattern {
            session.handle(.key(KeyPress(KeyEquivalent(character))))
            session.drawFrame()
        }
        // Each frame reads rows for a frame's time at most; a million rows take a few hundred.
        var frames = 0
        while !terminal.canvas.lines.contains(where: { $0.contains(count) }) {
            guard frames < 100_000 else { return nil }
            session.drawFrame()
            frames += 1
        }
        return MonotonicClock.milliseconds(from: start, to: MonotonicClock.threadCPU())
    }
}

/// Takes a value the optimizer cannot prove unused, so that making it is measured.
enum RowViewsSink {
    /// Takes a view and does nothing with it.
    @inline(never) @_optimize(none)
    static func take<V: View>(_ view: V) {}
}
