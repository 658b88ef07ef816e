import Testing

@testable import TermNavBenchKit

/// terminfo's `%` language, on xterm-256color's own strings.
struct ParameterizedStringTests {
    private func expand(_ capability: String, _ parameters: [Int]) -> String {
        String(
            decoding: ParameterizedString(Terminfo.decode(Substring(capability))).expand(parameters),
            as: UTF8.self)
    }

    @Test func cupCountsFromOne() {
        #expect(expand("\\E[%i%p1%d;%p2%dH", [4, 9]) == "\u{1B}[5;10H")
    }

    @Test(arguments: [(1, "\u{1B}[31m"), (9, "\u{1B}[91m"), (196, "\u{1B}[38;5;196m")])
    func setafPicksTheShortestForm(color: Int, expected: String) {
        let setaf = "\\E[%?%p1%{8}%<%t3%p1%d%e%p1%{16}%<%t9%p1%{8}%-%d%e38;5;%p1%d%;m"
        #expect(expand(setaf, [color]) == expected)
    }

    @Test func sgrSetsReverseAndBold() {
        let sgr =
            "%?%p9%t\\E(0%e\\E(B%;\\E[0%?%p6%t;1%;%?%p5%t;2%;%?%p2%t;4%;%?%p1%p3%|%t;7%;%?%p4%t;5%;%?%p7%t;8%;m"
        #expect(expand(sgr, [0, 0, 1, 0, 0, 1, 0, 0, 0]) == "\u{1B}(B\u{1B}[0;1;7m")
        #expect(expand(sgr, []) == "\u{1B}(B\u{1B}[0m")
    }

    @Test func repRepeatsACharacter() {
        #expect(expand("%p1%c\\E[%p2%{1}%-%db", [65, 12]) == "A\u{1B}[11b")
    }

    @Test func formattedHexadecimalAndPadding() {
        #expect(expand("%p1%2.2X/%p2%02d", [10, 7]) == "0A/07")
        #expect(expand("%p1%{255}%*%{1000}%/%2.2X", [1000]) == "FF")
    }

    @Test func delaysAreDropped() {
        #expect(expand("\\E[?5h$<100/>\\E[?5l", []) == "\u{1B}[?5h\u{1B}[?5l")
    }
}
