import Testing

@testable import TermNavBenchKit

/// Reading `infocmp -1 -x` output.
struct TerminfoTests {
    static let entry = """
        #\tReconstructed via infocmp from file: /lib/terminfo/x/xterm-256color
        xterm-256color|xterm with 256 colors,
        \tam,
        \tbce,
        \tcolors#0x100,
        \tit#8,
        \tpairs#010,
        \tcup=\\E[%i%p1%d;%p2%dH,
        \tcub1=^H,
        \tkbs=^?,
        \tsgr0=\\E(B\\E[m,
        \tcomma=a\\,b\\072\\s\\0,
        \tgone@,

        """

    @Test func readsNamesFlagsNumbersAndStrings() throws {
        let terminfo = try Terminfo(infocmpOutput: Self.entry)
        #expect(terminfo.names == ["xterm-256color", "xterm with 256 colors"])
        #expect(terminfo.flags == ["am", "bce"])
        #expect(terminfo.numbers == ["colors": 256, "it": 8, "pairs": 8])
        #expect(terminfo.strings["cub1"] == [0x08])
        #expect(terminfo.strings["kbs"] == [0x7F])
        #expect(terminfo.strings["sgr0"] == Array("\u{1B}(B\u{1B}[m".utf8))
        #expect(terminfo.strings["comma"] == Array("a,b: ".utf8) + [0x80])
        #expect(terminfo.strings["gone"] == nil)
    }

    @Test func formatsWithParameters() throws {
        let terminfo = try Terminfo(infocmpOutput: Self.entry)
        #expect(terminfo.format("cup", 23, 79) == Array("\u{1B}[24;80H".utf8))
        #expect(terminfo.length("cup", [0, 0]) == 6)
        #expect(terminfo.length("missing") == nil)
    }

    @Test func textWithoutAnEntryThrows() {
        #expect(throws: TerminfoError.noEntry) { try Terminfo(infocmpOutput: "# only a comment\n") }
    }
}
