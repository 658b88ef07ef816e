import Testing

@testable import TermNav
@testable import TermNavCore

/// The terminal's background as the app starts: its answer to OSC 11 read, the colour's
/// luminance deciding light or dark, and which of the user's word, the answer and `COLORFGBG`
/// wins.
@Suite struct TerminalBackgroundTests {
    /// Answers as terminals send them, and the colours they hold: four, three, two and one
    /// digits a field, ended by ST or BEL, `rgba:` with its opacity left aside.
    static let answers: [(String, RGB)] = [
        ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\", RGB(red: 255, green: 255, blue: 255)),
        ("\u{1B}]11;rgb:c0c0/c0c0/c0c0\u{1B}\\", RGB(red: 192, green: 192, blue: 192)),
        ("\u{1B}]11;rgb:0000/0000/0000\u{07}", RGB(red: 0, green: 0, blue: 0)),
        ("\u{1B}]11;rgb:fff/000/800\u{07}", RGB(red: 255, green: 0, blue: 128)),
        ("\u{1B}]11;rgb:1e/1e/2e\u{1B}\\", RGB(red: 30, green: 30, blue: 46)),
        ("\u{1B}]11;rgb:f/8/0\u{07}", RGB(red: 255, green: 136, blue: 0)),
        ("\u{1B}]11;rgba:fdfd/f6f6/e3e3/cccc\u{1B}\\", RGB(red: 253, green: 246, blue: 227)),
        ("\u{1B}]11;rgb:FFFF/FFFF/FFFF\u{07}", RGB(red: 255, green: 255, blue: 255)),
    ]

    @Test(arguments: answers)
    func anAnswerHoldsItsColourWhateverItsDigits(answer: String, color: RGB) {
        #expect(TerminalAnswer(operatingSystemCommand: Array(answer.utf8)) == .background(color))
    }

    /// What is not an answer to the question: another command, a field too many or too few,
    /// too long or not hexadecimal, no terminator, the question itself.
    static let notAnswers: [String] = [
        "\u{1B}]10;rgb:ffff/ffff/ffff\u{1B}\\", "\u{1B}]11;rgb:ffff/ffff\u{07}",
        "\u{1B}]11;rgb:ff/ff/ff/ff\u{07}", "\u{1B}]11;rgba:ff/ff/ff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}",
        "\u{1B}]11;rgb:gg/00/00\u{07}", "\u{1B}]11;rgb:/00/00\u{07}", "\u{1B}]11;rgb:+f/0/0\u{07}",
        "\u{1B}]11;#ffffff\u{07}", "\u{1B}]11;?\u{1B}\\", "\u{1B}]11;rgb:ffff/ffff/ffff",
        "\u{1B}]2;rgb:ffff/ffff/ffff\u{07}", "\u{1B}]111;rgb:ffff/ffff/ffff\u{07}", "",
    ]

    @Test(arguments: notAnswers)
    func anythingElseHoldsNoAnswer(text: String) {
        #expect(TerminalAnswer(operatingSystemCommand: Array(text.utf8)) == nil)
    }

    /// Backgrounds and their schemes: light when black text has more contrast on it than white.
    static let backgrounds: [(RGB, ColorScheme)] = [
        (RGB(red: 255, green: 255, blue: 255), .light), (RGB(red: 0, green: 0, blue: 0), .dark),
        (RGB(red: 192, green: 192, blue: 192), .light), (RGB(red: 0x76, green: 0x76, blue: 0x76), .light),
        (RGB(red: 0x75, green: 0x75, blue: 0x75), .dark), (RGB(red: 0xfd, green: 0xf6, blue: 0xe3), .light),
        (RGB(red: 0x00, green: 0x2b, blue: 0x36), .dark), (RGB(red: 30, green: 30, blue: 46), .dark),
        (RGB(red: 255, green: 255, blue: 0), .light), (RGB(red: 0, green: 0, blue: 255), .dark),
    ]

    @Test(arguments: backgrounds)
    func theBackgroundsLuminanceDecides(background: RGB, scheme: ColorScheme) {
        #expect(ColorScheme(background: background) == scheme)
    }

    @Test(arguments: [("7", ColorScheme.light), ("3", .dark)])
    func theSameGreyInAnyNumberOfDigitsGivesTheSameScheme(digit: String, scheme: ColorScheme) {
        for count in 1...4 {
            let field = String(repeating: digit, count: count)
            let answer = Array("\u{1B}]11;rgb:\(field)/\(field)/\(field)\u{07}".utf8)
            guard case .background(let color) = TerminalAnswer(operatingSystemCommand: answer) else {
                Issue.record("no colour in \(field)")
                continue
            }
            #expect(ColorScheme(background: color) == scheme, "\(field)")
        }
    }

    /// The user's word, the terminal's answer, `COLORFGBG`, dark: the first that says wins.
    static let precedence: [(ColorScheme?, ColorScheme?, String?, ColorScheme)] = [
        (.dark, .light, "0;15", .dark), (.light, nil, nil, .light), (nil, .light, "15;0", .light),
        (nil, .dark, "0;15", .dark), (nil, nil, "0;15", .light), (nil, nil, nil, .dark),
    ]

    @Test(arguments: precedence)
    func theUsersWordThenTheAnswerThenCOLORFGBG(
        override: ColorScheme?, answer: ColorScheme?, colorFGBG: String?, scheme: ColorScheme
    ) {
        #expect(TerminalBackground.scheme(override: override, answer: answer, colorFGBG: colorFGBG) == scheme)
    }

    @Test func theUsersWordIsLightOrDark() {
        #expect(TerminalBackground.override("light") == .light)
        #expect(TerminalBackground.override("Dark") == .dark)
        #expect(TerminalBackground.override("auto") == nil)
        #expect(TerminalBackground.override("") == nil)
        #expect(TerminalBackground.override(nil) == nil)
    }

    @Test func theTerminalIsAskedUnlessItWouldShowTheQuestionOrTheUserSaid() {
        #expect(TerminalBackground.shouldAsk(term: "xterm-256color", override: nil))
        #expect(TerminalBackground.shouldAsk(term: "tmux-256color", override: nil))
        #expect(!TerminalBackground.shouldAsk(term: "xterm-256color", override: .light))
        #expect(!TerminalBackground.shouldAsk(term: "linux", override: nil))
        #expect(!TerminalBackground.shouldAsk(term: "linux-16color", override: nil))
        #expect(!TerminalBackground.shouldAsk(term: "dumb", override: nil))
        #expect(!TerminalBackground.shouldAsk(term: "", override: nil))
        #expect(!TerminalBackground.shouldAsk(term: nil, override: nil))
    }

    @Test func theQuestionAsksForTheBackgroundThenTheDeviceAttributes() {
        #expect(TerminalBackground.question == Array("\u{1B}]11;?\u{1B}\\\u{1B}[c".utf8))
    }
}
