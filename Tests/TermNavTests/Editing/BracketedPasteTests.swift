import TermNav
import TermNavTesting
import Testing

@testable import TermNav
@testable import TermNavCore

private struct Notes: View {
    @State private var query = ""
    let notes = ["milk and eggs", "call Anna", "buy milk"]

    var body: some View {
        NavigationStack {
            List {
                ForEach(notes.filter { query.isEmpty || $0.contains(query) }, id: \.self) { Text($0) }
            }
            .navigationTitle("Notes")
            .searchable(text: $query)
        }
    }
}

/// Bracketed paste: the terminal's markers around pasted text make one paste of text, however
/// the reads split it; a field takes it at its insertion point, one line; elsewhere it is no keys.
@MainActor @Suite struct BracketedPasteTests {
    static func events(_ chunks: [String]) -> [InputEvent] {
        var decoder = KeyDecoder()
        return chunks.flatMap { decoder.decodeEvents(Array($0.utf8), moreReadable: false) }
    }

    @Test func thePasteBetweenItsMarkersIsTextNotKeys() {
        #expect(
            Self.events(["a\u{1B}[200~q\u{1B}[Aj\r\n\u{1B}[201~b"]) == [
                .key(KeyPress("a")), .paste("q\u{1B}[Aj\r\n"), .key(KeyPress("b")),
            ])
    }

    @Test func aPasteSplitAcrossReadsAnywhereIsOnePaste() {
        let whole = "x\u{1B}[200~héllo 日本\u{1B}[201~y"
        let bytes = Array(whole.utf8)
        for split in 1..<bytes.count {
            var decoder = KeyDecoder()
            let events =
                decoder.decodeEvents(bytes[..<split], moreReadable: true)
                + decoder.decodeEvents(bytes[split...], moreReadable: false)
            #expect(
                events == [.key(KeyPress("x")), .paste("héllo 日本"), .key(KeyPress("y"))], "split at \(split)")
        }
    }

    @Test func aPasteWhoseEndNeverCameIsTheTextSoFar() {
        var decoder = KeyDecoder()
        #expect(decoder.decodeEvents(Array("\u{1B}[200~half".utf8), moreReadable: false).isEmpty)
        #expect(decoder.pending == .paste)
        #expect(decoder.expireEvents() == [.paste("half")])
        #expect(decoder.pending == .nothing)
    }

    @Test func aPasteLongerThanTheLimitIsCutThereAndEndsAtItsMarker() {
        let long = String(repeating: "a", count: KeyDecoder.longestPaste + 10)
        let events = Self.events(["\u{1B}[200~" + long + "\u{1B}[201~z"])
        #expect(events.count == 2)
        if case .paste(let text) = events.first { #expect(text.utf8.count == KeyDecoder.longestPaste) }
        #expect(events.last == .key(KeyPress("z")))
    }

    @Test func aFieldTakesThePasteAtItsInsertionPointAsOneLine() {
        let driver = TestDriver(Notes(), width: 30, height: 8)
        driver.press("/")
        driver.type("mk")
        driver.press(.leftArrow)
        driver.paste("il\r\n")
        driver.expectLines([" ⌕ mil k"], from: 2)
        driver.press(.delete)
        driver.expectLines([" ⌕ milk", " milk and eggs", " buy milk"], from: 2)
        #expect(driver.cursor?.x == 6, "after the l, before the k")
        driver.press("_", modifiers: .control)
        driver.expectLines([" ⌕ mil k"], from: 2)
        driver.press("_", modifiers: .control)
        driver.expectLines([" ⌕ mk"], from: 2, "the paste is one step to undo")
    }

    @Test func aPasteOnTheRowsIsNoKeys() {
        let driver = TestDriver(Notes(), width: 30, height: 8)
        driver.paste("jjq/")
        #expect(!driver.isFinished)
        #expect(driver.focusedLine == " milk and eggs")
        #expect(driver.cursor == nil)
    }

    @Test func controlCharactersInAPasteAreLeftOut() {
        #expect(NavigationEngine.oneLine("a\u{1B}[2Jb\tc\u{7F}d\u{2028}e") == "a[2Jb cd e")
    }
}
