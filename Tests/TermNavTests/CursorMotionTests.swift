import Testing

@testable import TermNav

/// The cheapest cursor moves, as `xterm-256color` spells them.
@Suite struct CursorMotionTests {
    let motion = CursorMotion(capabilities: XtermCapabilities.make())

    func move(from position: CursorPosition, to row: Int, _ column: Int, rewrite: [UInt8]? = nil) -> String {
        XtermCapabilities.visible(
            motion.bytes(from: position, toRow: row, column: column) { _, _ in rewrite })
    }

    @Test func fromNowhereTheMoveIsAbsolute() {
        #expect(move(from: .unknown, to: 4, 9) == "␛[5;10H")
        #expect(move(from: .unknown, to: 0, 0) == "␛[H")
        #expect(move(from: CursorPosition(row: nil, column: 3), to: 1, 3) == "␛[2;4H")
    }

    @Test func alongARowTheShortestWins() {
        let here = CursorPosition(row: 2, column: 10)
        #expect(move(from: here, to: 2, 10) == "")
        #expect(move(from: here, to: 2, 11) == "␛[C")
        #expect(move(from: here, to: 2, 8) == "␈␈")
        #expect(move(from: here, to: 2, 0) == "␍")
        #expect(move(from: here, to: 2, 40) == "␛[41G", "hpa ties with cuf and comes first")
        #expect(move(from: here, to: 2, 13, rewrite: Array("abc".utf8)) == "abc")
        #expect(move(from: CursorPosition(row: 2, column: nil), to: 2, 40) == "␛[41G")
    }

    @Test func downARowByLineFeeds() {
        #expect(move(from: CursorPosition(row: 2, column: 5), to: 3, 5) == "␊")
        #expect(move(from: CursorPosition(row: 2, column: nil), to: 3, 0) == "␊␍")
        let returning = CursorMotion(capabilities: XtermCapabilities.make(lineFeedReturns: true))
        let bytes = returning.bytes(from: CursorPosition(row: 2, column: nil), toRow: 3, column: 0) { _, _ in
            nil
        }
        #expect(XtermCapabilities.visible(bytes) == "␊")
        #expect(move(from: CursorPosition(row: 9, column: 5), to: 1, 5) == "␛[2d")
    }
}
