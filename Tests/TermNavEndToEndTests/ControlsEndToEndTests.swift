import Foundation
import Testing

/// The `gallery` binary's Controls screen in a real terminal (tmux, 80×24): Space flips the
/// focused toggle, Tab goes on to the next control, → steps a stepper.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ControlsEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// The top of the Controls screen, the Wi-Fi toggle as given.
    static func top(wifi: String, copies: Int) -> [String] {
        [
            " ‹ Gallery                          Controls",
            "",
            " Toggles",
            " Wi-Fi                                                                    \(wifi)",
            " [ Bold ]",
            " [✓] Sync",
            " Locked                                                                   [ on]",
            "",
            " Steppers and sliders",
            " Copies: \(copies)                                                              [− │ +]",
        ]
    }

    @Test(.requiresTmux) func spaceFlipsAToggleInARealTerminal() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains { $0.hasPrefix(" Controls") }
        }
        try #require(root != nil, "the Gallery list at launch")
        for _ in 0..<8 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let shown = try await session.waitFor { Array($0.prefix(10)) == Self.top(wifi: "[ on]", copies: 1) }
        try #require(shown != nil, "the Controls screen")

        try session.sendKeys("Space")
        let flipped = try await session.waitFor { Array($0.prefix(10)) == Self.top(wifi: "[off]", copies: 1) }
        #expect(flipped != nil, "Wi-Fi flipped off")

        for _ in 0..<4 { try session.sendKeys("Tab") }
        try session.sendKeys("Right", "Right")
        let stepped = try await session.waitFor { Array($0.prefix(10)) == Self.top(wifi: "[off]", copies: 3) }
        #expect(stepped != nil, "Copies stepped to 3")

        try session.sendKeys("Escape")
        let back = try await session.waitFor { $0.first == " Gallery" }
        #expect(back != nil, "back on the Gallery list")
    }
}
