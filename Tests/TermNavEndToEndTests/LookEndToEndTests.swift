import Foundation
import Testing

/// The real `gallery` binary in tmux at 80×24, on its "Look" screen and the black "Night
/// sign-up" screen below it: colours reach the terminal as it can show them (24-bit where it says
/// it can, one of 256 otherwise), and white text on the screen's own black stays white on black on
/// a light terminal.
@Suite(.serialized, .timeLimit(.minutes(2)))
struct LookEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// The line of the gradient bar on the Look screen.
    static let barLine = 3

    /// Opens the gallery at a path and waits for a line to show. `NO_COLOR`, which the test
    /// runner may set, is emptied, so the app draws in colour.
    private func open(
        _ path: String, showing text: String, environment: [String: String] = [:],
        options: KeyValuePairs<String, String> = [:]
    ) async throws -> TmuxSession {
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(gallery.path),
            environment: environment.merging(["TERMNAV_PATH": path, "NO_COLOR": ""]) { own, _ in own },
            options: options)
        let shown = try await session.waitFor(timeout: .seconds(15)) { $0.contains { $0.contains(text) } }
        try #require(shown != nil, "\(text)\n\(TmuxSession.framed((try? session.screen()) ?? []))")
        return session
    }

    /// Quits with q and checks the terminal is given back.
    private func quit(_ session: TmuxSession) async throws {
        try session.sendText("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }

    @Test(.requiresTmux) func aGradientIsSentInTwentyFourBitColourWhereTheTerminalSaysItShowsIt() async throws
    {
        let session = try await open(
            "Look", showing: "Sunset over the sea", environment: ["COLORTERM": "truecolor"])
        defer { session.close() }
        let bar = try session.styledScreen()[Self.barLine].dropFirst(3).prefix(74)
        #expect(bar.allSatisfy { $0.background?.hasPrefix("48;2;") == true }, "\(bar.map(\.background))")
        #expect(Set(bar.map(\.background)).count > 40)
        try await quit(session)
    }

    @Test(.requiresTmux) func aTerminalOf256ColoursGetsTheNearestOfThemAndNever24Bit() async throws {
        let session = try await open("Look", showing: "Sunset over the sea")
        defer { session.close() }
        let cells = try session.styledScreen().joined()
        let sent = cells.flatMap { [$0.foreground, $0.background] }.compactMap(\.self)
        #expect(!sent.isEmpty && sent.allSatisfy { !$0.contains(";2;") }, "\(Set(sent))")
        let bar = try session.styledScreen()[Self.barLine].dropFirst(3).prefix(74)
        #expect(bar.allSatisfy { $0.background?.hasPrefix("48;5;") == true })
        // The ramp runs through several of the palette's colours.
        #expect(Set(bar.map(\.background)).count >= 4)
        try await quit(session)
    }

    @Test(.requiresTmux) func whiteTextOnTheScreensBlackStaysVisibleOnALightTerminal() async throws {
        // tmux with a white background answers the app's question: light.
        let session = try await open(
            "Look/Night sign-up", showing: "Create account", options: ["window-style": "bg=white"])
        defer { session.close() }
        let lines = try session.screen()
        let row = try #require(lines.firstIndex { $0.contains("Create account") })
        let styled = try session.styledScreen()
        let text = Array(styled[row]).filter { $0.character != " " }
        #expect(String(text.map(\.character)) == "Createaccount")
        // White on black, by whichever number the terminal is sent them.
        let white: Set<String?> = ["37", "97", "38;5;15", "38;5;231"]
        let black: Set<String?> = ["40", "48;5;0", "48;5;16"]
        #expect(text.allSatisfy { white.contains($0.foreground) && black.contains($0.background) }, "\(text)")
        // Every cell of the screen is on black, the help line's too, but the focus bar's.
        let onBlack = styled.joined().filter { black.contains($0.background) }.count
        #expect(
            onBlack >= styled.joined().count - 30, "\(onBlack) of \(styled.joined().count) cells on black")
        // The focus is in the field: Esc leaves it, then q quits.
        try session.sendKeys("Escape")
        try await quit(session)
    }
}
