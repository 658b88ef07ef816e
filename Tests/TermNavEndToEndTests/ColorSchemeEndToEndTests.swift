import Foundation
import Testing

/// The real `gallery` binary in tmux at 80×24, opened on its "Styles" screen, whose first row
/// says what `@Environment(\.colorScheme)` reads: the terminal's answer to the question of its
/// background colour (tmux answers it once its windows have a background colour), the user's
/// `TERMNAV_COLOR_SCHEME` above it, `COLORFGBG` when the terminal does not answer.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct ColorSchemeEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// The Styles screen, the background it names.
    static func styles(background: String) -> [String] {
        [
            " ‹ Gallery                           Styles", "", " Background: \(background)",
            " Plain, bold, italic, underlined, struck", " Headline", " Caption", " Heavy", " Light",
            " Secondary", " red", " orange", " yellow", " green", " mint", " teal", " cyan", " blue",
            " indigo", " purple", " pink", " brown", " gray", "",
            " ↑↓ move  Esc back  q quit                                                 1/20",
        ]
    }

    /// Runs the gallery on its Styles screen, and checks the background it names; q quits and
    /// gives the terminal back.
    private func expectBackground(
        _ background: String, environment: [String: String] = [:],
        options: KeyValuePairs<String, String> = [:], sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(gallery.path),
            environment: environment.merging(["TERMNAV_PATH": "Styles"]) { own, _ in own }, options: options)
        defer { session.close() }
        _ = try await session.expectScreen(
            Self.styles(background: background), timeout: .seconds(15), sourceLocation: sourceLocation)
        try session.sendText("q")
        let ended = try await session.waitForExit()
        #expect(
            ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true),
            sourceLocation: sourceLocation)
    }

    @Test(.requiresTmux) func aTerminalThatAnswersLightIsLight() async throws {
        try await expectBackground("light", options: ["window-style": "bg=white"])
    }

    @Test(.requiresTmux) func aTerminalThatAnswersDarkIsDarkWhateverCOLORFGBGSays() async throws {
        try await expectBackground(
            "dark", environment: ["COLORFGBG": "0;15"], options: ["window-style": "bg=black"])
    }

    @Test(.requiresTmux) func theUsersWordWinsOverTheTerminalsAnswer() async throws {
        try await expectBackground(
            "dark", environment: ["TERMNAV_COLOR_SCHEME": "dark"], options: ["window-style": "bg=white"])
    }

    @Test(.requiresTmux) func aLateAnswerRedrawsTheScreenAndTheKeysAroundItStayKeys() async throws {
        // tmux without a background colour of its own does not answer: the app starts dark.
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(gallery.path), environment: ["TERMNAV_PATH": "Styles"])
        defer { session.close() }
        _ = try await session.expectScreen(Self.styles(background: "dark"), timeout: .seconds(15))
        // The answer comes late, as over a slow link, between two ↓: never typed, and light.
        try session.sendBytes(Array("\u{1B}[B\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[B".utf8))
        var lightAtThree = Self.styles(background: "light")
        lightAtThree[23] = lightAtThree[23].replacingOccurrences(of: "1/20", with: "3/20")
        _ = try await session.expectScreen(lightAtThree)
        try session.sendText("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }

    @Test(.requiresTmux) func aTerminalThatDoesNotAnswerLeavesItToCOLORFGBG() async throws {
        // tmux without a background colour of its own answers only the device attributes.
        try await expectBackground("light", environment: ["COLORFGBG": "0;15"])
        try await expectBackground("dark")
    }
}
