import Testing

@testable import TermNav

/// The cheapest cursor moves, as `xterm-256color` spells them.
@MainActor @Suite struct CursorMotionTests {
    func move(
        from position: CursorPosition, to row: Int, _ column: Int, rewrite: [UInt8]? = nil,
        lineFeedReturns: Bool = false
    ) -> String {
        var motion = CursorMotion()
        var sequences = TerminalSequences(XtermCapabilities.make(lineFeedReturns: lineFeedReturns))
        let bytes = motion.bytes(from: position, toRow: row, column: column, using: &sequences) { _, _ in
            rewrite
        }
        return XtermCapabilities.visible(bytes)
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
        #expect(move(from: CursorPosition(row: 2, column: nil), to: 3, 0, lineFeedReturns: true) == "␊")
        #expect(move(from: CursorPosition(row: 9, column: 5), to: 1, 5) == "␛[2d")
    }

    @Test func aMoveThatAsksTheRowIsChosenAgainEachTime() {
        var motion = CursorMotion()
        var sequences = TerminalSequences(XtermCapabilities.make())
        let here = CursorPosition(row: 2, column: 10)
        func move(rewrite: [UInt8]?) -> String {
            XtermCapabilities.visible(
                motion.bytes(from: here, toRow: 2, column: 13, using: &sequences) { _, _ in rewrite })
        }
        #expect(move(rewrite: nil) == "␛[3C")
        #expect(move(rewrite: Array("abc".utf8)) == "abc")
        #expect(move(rewrite: nil) == "␛[3C")
    }

    @Test func aMoveKeptIsTheMoveMadeAgain() {
        var motion = CursorMotion()
        var sequences = TerminalSequences(XtermCapabilities.make())
        var asked = 0
        for _ in 0..<3 {
            let bytes = motion.bytes(
                from: CursorPosition(row: 2, column: 10), toRow: 7, column: 40, using: &sequences
            ) { _, _ in
                asked += 1
                return nil
            }
            #expect(XtermCapabilities.visible(bytes) == "␛[8;41H")
        }
        #expect(asked == 0, "a long move never asks what the row shows")
    }

    @Test func manyMovesKeptAreEachTheMoveMadeAfresh() {
        // More moves than the recent moves have slots, each made twice: a slot another move took
        // never gives its move for this one.
        var motion = CursorMotion()
        var sequences = TerminalSequences(XtermCapabilities.make())
        var places = [CursorPosition.unknown, CursorPosition(row: 3, column: nil)]
        for row in 0..<6 {
            for column in [0, 7, 40] { places.append(CursorPosition(row: row, column: column)) }
        }
        for _ in 0..<2 {
            for from in places {
                for row in 0..<6 {
                    for column in [0, 1, 9, 41, 79] {
                        let kept = motion.bytes(from: from, toRow: row, column: column, using: &sequences) {
                            _, _ in
                            nil
                        }
                        #expect(XtermCapabilities.visible(kept) == move(from: from, to: row, column))
                    }
                }
            }
        }
    }

    @Test(arguments: [false, true])
    func aKeptChoiceIsTheMoveASearchFindsForEveryAnswerOfTheRow(lineFeedReturns: Bool) {
        // Each move is made many times with the row answering differently each time (some runs
        // of columns can be written again, others not): the move kept is the one a search finds.
        // Where a line feed lands in column 0, a move down may write columns again from where
        // it lands or from column 0, the one tried when the other cannot be written.
        var motion = CursorMotion()
        var sequences = TerminalSequences(XtermCapabilities.make(lineFeedReturns: lineFeedReturns))
        var places = [CursorPosition.unknown, CursorPosition(row: 3, column: nil)]
        for row in [0, 2, 3, 4] {
            for column in [0, 1, 2, 5, 9, 38] { places.append(CursorPosition(row: row, column: column)) }
        }
        var written = 0
        for round in 0..<6 {
            let answer: (Int, Int) -> [UInt8]? = { start, end in
                guard (start &* 7 &+ end &* 13 &+ round) % 3 != 0 else { return nil }
                return (start..<end).map { UInt8(ascii: "a") + UInt8($0 % 26) }
            }
            for from in places {
                for row in [0, 3, 4, 6] {
                    for column in [0, 1, 2, 3, 4, 6, 8, 10, 12, 40] {
                        let kept = motion.bytes(from: from, toRow: row, column: column, using: &sequences) {
                            answer($0, $1)
                        }
                        let searched = CursorMotion.searched(
                            from: from, toRow: row, column: column, using: &sequences
                        ) { answer($0, $1) }
                        #expect(
                            kept == searched,
                            "from \(from) to \(row), \(column) in round \(round): \(XtermCapabilities.visible(kept)) is not \(XtermCapabilities.visible(searched))"
                        )
                        if kept.contains(where: { $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") }) {
                            written += 1
                        }
                    }
                }
            }
        }
        #expect(written > 50, "the row's columns were written again in \(written) moves")
    }
}
