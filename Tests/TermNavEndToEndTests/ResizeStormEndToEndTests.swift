import Foundation
import Testing

/// A resize storm on the real `books` binary in a real terminal (tmux): 200 resizes in about two
/// seconds, through 1×1, one row, one column and 250×100, end with the exact screen for the
/// last size, the focused book still focused, and the app still running.
///
/// tmux cannot make a pane of 0 rows or 0 columns; `ResizeStormTests` (headless) covers those
/// sizes, and checks that the focused row is on screen after every resize.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ResizeStormEndToEndTests {
    /// The `books` executable built beside the tests.
    let books: URL

    init() throws {
        books = try BuildProducts.executable(named: "books")
    }

    /// The storm's fast part: edge cases first, then a fixed pseudo-random walk. The app sees
    /// some of these sizes and not others (signals that come together are taken as one), so
    /// where the list is scrolled after them depends on timing; the storm ends with 1×1, which
    /// leaves the focused row at the top of the list, and 80×24, one at a time.
    static let sizes: [(width: Int, height: Int)] = {
        var sizes: [(width: Int, height: Int)] = [
            (1, 1), (2, 3), (1, 24), (80, 1), (250, 100), (3, 200), (12, 4), (1, 2), (2, 1), (40, 10),
        ]
        var state: UInt32 = 0x5EED
        while sizes.count < 198 {
            state = state &* 1_664_525 &+ 1_013_904_223
            sizes.append((Int(state >> 8) % 250 + 1, Int(state >> 20) % 100 + 1))
        }
        return sizes
    }()

    /// The list at 80×24 with book 48, Dubliners, focused on the first row of the list.
    static let dublinersFirst = [
        " Books list                                                  Sort: catalog  Add",
        "",
        " Dubliners Short stories                                          James Joyce ›",
        " こころ (Kokoro) Literary fiction                                    夏目漱石 ›",
        " The Metamorphosis Novella                                        Franz Kafka ›",
        " A Portrait of the Artist as a Young Man Modernist                James Joyce ›",
        " 狂人日记 (A Madman's Diary) Short stories                               鲁迅 ›",
        " Ulysses Modernist                                                James Joyce ›",
        " Siddhartha Philosophical fiction                               Hermann Hesse ›",
        " The Magic Mountain Literary fiction                              Thomas Mann ›",
        " The Great Gatsby Literary fiction                        F. Scott Fitzgerald ›",
        " Mrs Dalloway Modernist                                        Virginia Woolf ›",
        " The Trial Absurdist fiction                                      Franz Kafka ›",
        " The Sun Also Rises Literary fiction                         Ernest Hemingway ›",
        " The Murder of Roger Ackroyd Detective fiction                Agatha Christie ›",
        " To the Lighthouse Modernist                                   Virginia Woolf ›",
        " Steppenwolf Philosophical fiction                              Hermann Hesse ›",
        " A Farewell to Arms War                                      Ernest Hemingway ›",
        " The Sound and the Fury Modernist                            William Faulkner ›",
        " All Quiet on the Western Front War                      Erich Maria Remarque ›",
        " Brave New World Dystopian                                      Aldous Huxley ›",
        " Murder on the Orient Express Detective fiction               Agatha Christie ›",
        " Gone with the Wind Historical fiction                      Margaret Mitchell ›",
        BooksEndToEndTests.listHelp + BooksEndToEndTests.position(48),
    ]

    @Test(.requiresTmux) func twoHundredResizesEndWithTheExactScreen() async throws {
        let program = try WatchedProgram(books)
        defer { program.remove() }
        let session = try TmuxSession(command: program.command)
        defer { session.close() }
        try await session.expectScreen(
            BooksEndToEndTests.list(focusedOn: 1), "the list", timeout: .seconds(15))
        let pid = try #require(try await program.pid())
        try session.sendKeys("PageDown", "PageDown")
        for _ in 1...7 { try session.sendKeys("Down") }
        let scrolled =
            BooksEndToEndTests.thirdPage + [
                BooksEndToEndTests.listHelp + BooksEndToEndTests.position(48)
            ]
        try await session.expectScreen(scrolled, "Dubliners focused, two pages down")
        try await session.expectFocus(onLine: 9)

        #expect(Self.sizes.count + 2 == 200)
        let start = ContinuousClock.now
        for (index, batch) in stride(from: 0, to: Self.sizes.count, by: 10).enumerated() {
            try session.resize(through: Array(Self.sizes[batch..<min(batch + 10, Self.sizes.count)]))
            // Ten resizes every tenth of a second: 200 in two seconds.
            let next = start + .milliseconds(100 * (index + 1))
            if next > ContinuousClock.now { try await Task.sleep(until: next) }
        }
        try session.resize(width: 1, height: 1)
        try await session.expectScreen([""], "the focused row alone at 1×1")
        try await session.expectFocus(onLine: 0)
        try session.resize(width: 80, height: 24)
        let stormTook = ContinuousClock.now - start
        // Two seconds of resizes, then the last screen: a bound that catches an app falling behind
        // for good (a frame per resize queued up), not a speed measurement on a shared machine.
        #expect(stormTook < .seconds(20), "the storm took \(stormTook)")

        // Where the list stands depends on the last size the app drew a frame at before 80×24:
        // at 1×1 the focused row alone is shown, so Dubliners comes first, but a pane of one cell
        // shows nothing, so whether the app drew there (or read the sizes only after the last
        // resize, as on a busy machine) cannot be seen. Whatever the storm left, the screen is the
        // exact one for 80×24: a window of the list from book 41 to book 48 at the top, with
        // Dubliners (book 48) in it and focused.
        let books = Array(BooksEndToEndTests.thirdPage[2..<23]) + Array(Self.dublinersFirst[16..<23])
        let help = BooksEndToEndTests.listHelp + BooksEndToEndTests.position(48)
        let windows = (41...48).map { top in
            Array(BooksEndToEndTests.thirdPage[0..<2]) + Array(books[(top - 41)..<(top - 41 + 21)]) + [help]
        }
        let settled = try await session.waitFor(timeout: .seconds(5)) { lines in
            windows.contains { $0.trailingSpacesTrimmed == lines }
        }
        let shown = try session.screen()
        let after = try #require(settled, "the list at 80×24 after the storm: \(shown)")
        let top = try #require(windows.firstIndex { $0.trailingSpacesTrimmed == after }) + 41
        try await session.expectFocus(onLine: 2 + 48 - top)
        #expect(WatchedProgram.state(of: pid) == .running)

        // The focus moves from where the storm left it.
        for _ in 1...7 { try session.sendKeys("Up") }
        try await session.expectScreen(
            BooksEndToEndTests.thirdPage + [BooksEndToEndTests.listHelp + BooksEndToEndTests.position(41)],
            "seven rows up: book 41 at the top")
        try await session.expectFocus(onLine: 2)
        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
