import TermNav
import TermNavTesting
import Testing

@testable import books

/// A storm of resizes, headless: 200 sizes in a row, from 0×0 and 1×1 up to 200×60, and the
/// focused row is on screen after every one that leaves room for a row.
///
/// The end-to-end twin (`ResizeStormEndToEndTests`) drives the real binary through tmux, which
/// cannot make a pane of 0 rows or 0 columns; these sizes are checked here.
@MainActor @Suite struct ResizeStormTests {
    /// The sizes every storm passes through, then random ones.
    static let edgeSizes = [(1, 1), (0, 0), (80, 0), (0, 24), (1, 2), (2, 1), (2, 3), (200, 60), (3, 200)]

    @Test(arguments: [1, 48, BooksScreenTests.rowCount])
    func theFocusedRowStaysOnScreenThroughAStorm(focusedRow: Int) {
        let seed = SeededRandom.seed(default: 0x5EED_0F_57_0A11)
        var random = SeededRandom(seed: seed)
        let driver = TestDriver(BooksList(books: Catalog.books), width: 80, height: 24)
        driver.press(Array(repeating: KeyPress(.downArrow), count: focusedRow - 1))
        let focused = driver.focusedLine
        #expect(focused != nil)
        var sizes = Self.edgeSizes
        while sizes.count < 200 {
            sizes.append((Int.random(in: 0...200, using: &random), Int.random(in: 0...60, using: &random)))
        }
        for (width, height) in sizes {
            driver.resize(width: width, height: height)
            #expect(driver.lines.count == height, "seed \(seed): \(width)×\(height)")
            if width > 0, height > 0 {
                #expect(
                    driver.focusedLine != nil,
                    "seed \(seed): no focused row at \(width)×\(height)\n\(driver.screenText)")
            }
        }
        driver.resize(width: 80, height: 24)
        #expect(driver.focusedLine == focused, "seed \(seed): the same row focused at 80×24 again")
        #expect(driver.depth == 1)
    }
}
