import Testing

@testable import TermNavBenchKit

/// The floor's price list, on xterm-256color's strings.
struct RepaintFloorTests {
    private let floor: RepaintFloor

    init() throws {
        let entry = """
            xterm-256color|test,
            \tclear=\\E[H\\E[2J,
            \tcr=\\r,
            \tcub=\\E[%p1%dD,
            \tcub1=^H,
            \tcuf=\\E[%p1%dC,
            \tcuf1=\\E[C,
            \tcup=\\E[%i%p1%d;%p2%dH,
            \tech=\\E[%p1%dX,
            \tel=\\E[K,
            \thpa=\\E[%i%p1%dG,
            \tvpa=\\E[%i%p1%dd,
            \tbold=\\E[1m,
            \trev=\\E[7m,
            \tsgr0=\\E(B\\E[m,
            \tsgr=%?%p9%t\\E(0%e\\E(B%;\\E[0%?%p6%t;1%;%?%p5%t;2%;%?%p2%t;4%;%?%p1%p3%|%t;7%;%?%p4%t;5%;%?%p7%t;8%;m,
            \top=\\E[39;49m,
            \tsetaf=\\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m,

            """
        floor = RepaintFloor(terminfo: try Terminfo(infocmpOutput: entry))
    }

    private func screen(_ output: String, width: Int = 20, height: Int = 4) -> ScreenEmulator {
        var screen = ScreenEmulator(width: width, height: height)
        screen.feed(Array(output.utf8))
        return screen
    }

    @Test func nothingChangedCostsNothing() {
        let same = screen("\u{1B}[2;1Hhello")
        #expect(floor.bytes(from: same, to: same) == 0)
    }

    @Test func oneCellCostsAMoveAndItsCharacter() {
        // cup to line 3, column 6 is ESC [ 3 ; 6 H: 6 bytes, then "x".
        let before = screen("")
        let after = screen("\u{1B}[3;6Hx")
        #expect(floor.bytes(from: before, to: after) == 7)
    }

    @Test func twoRunsOnALineResendAShortGapInsteadOfMoving() {
        // "a" then "c" two cells on: resending the unchanged blank between costs 1 byte, a move 4.
        let before = screen("\u{1B}[1;1H b")
        let after = screen("\u{1B}[1;1Hab c")
        #expect(floor.bytes(from: before, to: after) == 6 + 4)
    }

    @Test func attributesAreAddedAloneOrSetWithSgr() {
        let plain = CellStyle.plain
        #expect(floor.transition(from: plain, to: CellStyle(attributes: .reverse)) == 4)
        #expect(
            floor.transition(from: CellStyle(attributes: .reverse), to: CellStyle(attributes: .bold)) == 9)
        #expect(floor.transition(from: CellStyle(attributes: .bold), to: plain) == 6)
        #expect(floor.transition(from: plain, to: CellStyle(foreground: .indexed(1))) == 5)
        #expect(floor.transition(from: CellStyle(foreground: .indexed(1)), to: plain) == 6)
    }

    @Test func cursorMovesTakeTheCheapestString() {
        #expect(floor.move(from: nil, toRow: 9, column: 9) == 8)
        #expect(floor.move(from: (9, 0), toRow: 9, column: 40) == 5)
        #expect(floor.move(from: (9, 5), toRow: 9, column: 4) == 1)
        #expect(floor.move(from: (9, 5), toRow: 9, column: 0) == 1)
        #expect(floor.move(from: (3, 5), toRow: 12, column: 0) == 6)
        #expect(floor.move(from: (3, 5), toRow: 12, column: 5) == 5)
        #expect(floor.move(from: (3, 5), toRow: 3, column: 5) == 0)
    }

    @Test func aLineThatEndsBlankIsErasedWithEl() {
        let before = screen("\u{1B}[2;1Habcdefghijklmnop")
        let after = screen("\u{1B}[2;1Habc")
        // A move to column 4 of line 2 (ESC [ 2 ; 4 H) and ESC [ K.
        #expect(floor.bytes(from: before, to: after) == 6 + 3)
    }

    @Test func aMovedHighlightRepaintsBothRows() {
        let width = 20
        let rest = "\u{1B}[m\u{1B}[3;1H Row 2\u{1B}[4;1H help"
        let before = screen("\u{1B}[1;1H\u{1B}[7m Row 0              \u{1B}[m Row 1" + rest, width: width)
        let after = screen("\u{1B}[1;1H Row 0\u{1B}[2;1H\u{1B}[7m Row 1              " + rest, width: width)
        // Line 1: cup (6) + " Row 0" (6) + el (3); line 2: move (cr+vpa: 5, or cup 6) + rev (4)
        // + the row (20).
        #expect(floor.bytes(from: before, to: after) == 6 + 6 + 3 + 5 + 4 + 20)
    }

    @Test func aWholeNewScreenMayClearFirst() {
        let before = screen("\u{1B}[1;1Haaaaaaaaaaaaaaaaaaaa\u{1B}[2;1Hbbbbbbbbbbbbbbbbbbbb")
        let after = screen("\u{1B}[4;1Hz")
        // clear (7) + vpa to line 4 from the home position (4) + "z" beats erasing two lines
        // and writing the z.
        #expect(floor.bytes(from: before, to: after) == 7 + 4 + 1)
    }
}
