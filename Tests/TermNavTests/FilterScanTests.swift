import TermNav
import TermNavTesting
import Testing

@testable import TermNavCore

/// The `/` filter over many rows: its matches are a plain scan's, each row is read once while the
/// filter is open, and rows that change while it is open are read again.
@MainActor @Suite struct FilterScanTests {
    /// Where each part ends among the runs of all parts, as a reader keeps them.
    private static func ends(of parts: [[String]]) -> [Int] {
        var ends: [Int] = []
        for part in parts { ends.append((ends.last ?? 0) + part.count) }
        return ends
    }

    /// Rows of random words, some in capitals, some with letters beyond ASCII.
    private static func randomTexts(_ count: Int, using random: inout SeededRandom) -> [String] {
        let words = ["ab", "Ba", "cab", "é", "ÉA", "b", "a c", "AbC", ""]
        return (0..<count).map { _ in
            (0..<Int.random(in: 0...4, using: &random)).map { _ in
                words[Int.random(in: 0..<words.count, using: &random)]
            }.joined(separator: " ")
        }
    }

    @Test func theTextsKeptMatchAsAPlainScanDoes() {
        var random = SeededRandom(seed: SeededRandom.seed(default: 41))
        // Past the length at which a scan is shared among the cores.
        let rows = Self.randomTexts(120_000, using: &random)
        var texts = RowTexts()
        for row in rows { texts.append(row) }
        let patterns = ["a", "ab", "AB", "b a", "é", "éa", "c a", "abc", "x", " "]
        for pattern in patterns {
            let folded = RowTexts.fold(pattern)
            let plain = rows.indices.filter { rows[$0].lowercased().contains(folded) }
            #expect(texts.rows(in: 0..<rows.count, containing: folded) == plain, "\(pattern)")
            let some = rows.indices.filter { $0 % 3 == 0 }
            #expect(
                texts.rows(among: some, containing: folded) == plain.filter { $0 % 3 == 0 },
                "\(pattern) among")
            #expect(texts.rows(in: 5..<900, containing: folded) == plain.filter { (5..<900).contains($0) })
        }
    }

    @Test func aTextIsFoldedAsTheStandardLibraryLowerCasesIt() {
        let texts = [
            "Félix Ombregarde", "ÅSA ÖBERG", "ΟΔΥΣΣΕΎΣ", "İstanbul", "STRASSE ẞ", "Ǆemal", "ＡＢＣ",
            "Zoë 👩🏽‍💻 MIX", "", "plain ascii", "ÉA b É",
        ]
        for text in texts {
            #expect(RowTexts.fold(text) == text.lowercased(), "\(text)")
            guard !text.isEmpty else { continue }
            var kept = RowTexts()
            kept.append(text)
            #expect(kept.rows(in: 0..<1, containing: RowTexts.fold(text)) == [0])
        }
    }

    @Test func aRowKeptAsPartsMatchesAsItsJoinedText() {
        var random = SeededRandom(seed: SeededRandom.seed(default: 42))
        var byParts = RowTexts()
        var joined: [String] = []
        for _ in 0..<2_000 {
            let parts = (0..<Int.random(in: 0...3, using: &random)).map { _ in
                Self.randomTexts(Int.random(in: 1...2, using: &random), using: &random)
            }
            byParts.append(runs: Array(parts.joined()), partEnds: Self.ends(of: parts))
            joined.append(parts.map { $0.joined() }.joined(separator: " "))
        }
        for pattern in ["a", "b a", "éa", "abc", "c ab", " "] {
            let folded = RowTexts.fold(pattern)
            let plain = joined.indices.filter { joined[$0].lowercased().contains(folded) }
            #expect(byParts.rows(in: 0..<joined.count, containing: folded) == plain, "\(pattern)")
        }
    }

    /// Fruits whose rows say how often each was picked, in the list's own state.
    private struct Picks: View {
        let names = ["Apple", "Banana", "Cherry", "Grape", "Pineapple"]
        @State private var picked: [String: Int] = [:]

        var body: some View {
            NavigationStack {
                List(names, id: \.self) { name in
                    Button(picked[name].map { "\(name) picked \($0)" } ?? name) {
                        picked[name, default: 0] += 1
                    }
                }
                .navigationTitle("Picks")
            }
        }
    }

    @Test func rowsChangedWhileTheFilterIsOpenAreReadAgain() async {
        let driver = TestDriver(Picks(), width: 30, height: 8)
        driver.press("/")
        driver.type("ap")
        await driver.settle()
        // Enter picks the first match; its row now says so, and the filter finds it by that.
        driver.press(.return)
        driver.press("/")
        driver.press(.delete, .delete)
        driver.type("picked")
        await driver.settle()
        driver.expectScreen([
            " Picks",
            "",
            " ⌕ picked   1 of 5",
            " Apple picked 1",
            "",
            "",
            "",
            " ↑↓ rows  Enter open",
        ])
    }

    /// Numbers that count how often they are read.
    final class Counter {
        var reads = 0
    }

    struct CountingNumbers: RandomAccessCollection {
        let counter: Counter
        let startIndex = 0
        let endIndex = 20_000

        subscript(position: Int) -> Int {
            counter.reads += 1
            return position
        }
    }

    struct Numbers: View {
        let numbers: CountingNumbers

        var body: some View {
            NavigationStack {
                List {
                    ForEach(numbers, id: \.self) { number in
                        Text("Number \(number)")
                    }
                }
                .navigationTitle("Numbers")
            }
        }
    }

    @Test func eachRowIsReadOnceWhileTheFilterIsOpen() async {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 30, height: 8)
        driver.press("/")
        counter.reads = 0
        driver.type("7")
        await driver.settle()
        // Each element once for its text, and the four rows shown by each of the scan's ten
        // frames.
        #expect(counter.reads <= 20_000 + 10 * 4, "the first text read \(counter.reads) elements")
        counter.reads = 0
        driver.type("77")
        await driver.settle()
        // Only the rows shown, by each frame: the texts kept are matched again, none read anew.
        // A key may take more than one frame on a busy machine (its typing shown first, the
        // matching going on over frames), each reading the four rows it shows.
        #expect(counter.reads <= 2 * 11 * 4, "a longer text read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.delete, .delete, .delete)
        driver.type("19")
        await driver.settle()
        #expect(counter.reads <= 5 * 11 * 4, "another text read \(counter.reads) elements")
        counter.reads = 0
        driver.press(.downArrow)
        #expect(counter.reads <= 4, "a Down key read \(counter.reads) elements")
        driver.expectScreen([
            " Numbers",
            "",
            " ⌕ 19  1578 of 20000",
            " Number 19",
            " Number 119",
            " Number 190",
            " Number 191",
            " ↑↓ move  Esc back     1/1578",
        ])
    }

    /// The numbers with "19" in them, the filter line still focused.
    private static func expectNineteens(_ driver: TestDriver) {
        driver.expectScreen([
            " Numbers",
            "",
            " ⌕ 19   1578 of 20000",
            " Number 19",
            " Number 119",
            " Number 190",
            " Number 191",
            " ↑↓ rows  Enter open",
        ])
    }

    @Test func anOpenFilterReadsTheRowsBeforeItsTextIsTyped() async {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 30, height: 8)
        driver.press("/")
        await driver.settle()
        // The rows are read between keys while the filter is open and empty; every row shows.
        #expect(counter.reads >= 20_000, "the empty filter read \(counter.reads) elements")
        driver.expectScreen([
            " Numbers",
            "",
            " ⌕ Filter",
            " Number 0",
            " Number 1",
            " Number 2",
            " Number 3",
            " ↑↓ rows  Enter open",
        ])
        counter.reads = 0
        driver.type("19")
        await driver.settle()
        // The text typed is matched with the texts read: only the rows shown are read, by each
        // frame.
        #expect(counter.reads <= 5 * 11 * 4, "the text typed read \(counter.reads) elements")
        Self.expectNineteens(driver)
    }

    @Test func aFilterOpenedAgainOnTheSameRowsReadsNoRowAgain() async {
        let counter = Counter()
        let driver = TestDriver(Numbers(numbers: CountingNumbers(counter: counter)), width: 30, height: 8)
        driver.type("/7")
        await driver.settle()
        // Esc leaves the field, a second Esc closes the filter: every row shows again, the
        // focus still on the first match.
        driver.press(.escape, .escape)
        driver.expectScreen([
            " Numbers",
            "",
            " Number 3",
            " Number 4",
            " Number 5",
            " Number 6",
            " Number 7",
            " ↑↓ move  q quit      8/20000",
        ])
        counter.reads = 0
        driver.type("/19")
        await driver.settle()
        // The texts read by the first filter are kept with the rows: only the rows shown are
        // read, by each frame.
        #expect(counter.reads <= 5 * 11 * 4, "the filter opened again read \(counter.reads) elements")
        Self.expectNineteens(driver)
    }

    @Test func aFilterOpenedAgainAfterARowChangedReadsItAgain() async {
        let driver = TestDriver(Picks(), width: 30, height: 8)
        driver.type("/ap")
        await driver.settle()
        // Enter picks the first match, Esc closes the filter; the row now says it was picked,
        // and a new filter finds it by that.
        driver.press(.return, .escape)
        driver.type("/picked")
        await driver.settle()
        driver.expectScreen([
            " Picks",
            "",
            " ⌕ picked   1 of 5",
            " Apple picked 1",
            "",
            "",
            "",
            " ↑↓ rows  Enter open",
        ])
    }
}
