import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24), on its "Dialogs" screen: `/`
/// searches, typed letters filter the list, Esc empties the search, and an alert's box is drawn
/// over the list, its buttons chosen with arrows and Enter.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct DialogsEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// A whole screen of the 24 lines: the lines from the top, blank lines, then the help line.
    static func screen(_ top: [String], help: String) -> [String] {
        top + Array(repeating: "", count: max(0, 23 - top.count)) + [help]
    }

    /// The Dialogs screen with its search empty.
    static let dialogs = screen(
        [
            " ‹ Gallery                          Dialogs",
            "",
            " ⌕ Search fruits",
            " Remove all…",
            " Apple",
            " Banana",
            " Cherry",
            " Grape",
            " Lemon",
            " Mango",
        ],
        help: " ↑↓ move  Enter open  Esc back  / search  q quit                            1/7")

    @Test(.requiresTmux) func searchAndAnAlertInARealTerminal() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        try await session.expectScreen(
            Self.screen(
                [
                    " Gallery",
                    "",
                    " Widths                                                                       ›",
                    " Accessories                                                                  ›",
                    " Values                                                                       ›",
                    " Lines                                                                        ›",
                    " Styles                                                                       ›",
                    " Dialogs                                                                      ›",
                    " Scrolling                                                                    ›",
                ],
                help: " ↑↓ move  Enter open  q quit                                                1/7"),
            "the Gallery list at launch", timeout: .seconds(15))
        for _ in 0..<5 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        try await session.expectScreen(Self.dialogs, "the Dialogs screen")

        try session.sendText("/an")
        try await session.expectScreen(
            Self.screen(
                [
                    " ‹ Gallery                          Dialogs",
                    "",
                    " ⌕ an",
                    " Remove all…",
                    " Banana",
                    " Mango",
                ],
                help: " ↑↓ results  Enter done  Esc leave"),
            "filtered by \"an\"")

        // Esc leaves the field with the search kept, then ends the search.
        try session.sendKeys("Escape")
        try await session.expectScreen(
            Self.screen(
                [
                    " ‹ Gallery                          Dialogs",
                    "",
                    " ⌕ an",
                    " Remove all…",
                    " Banana",
                    " Mango",
                ],
                help: " ↑↓ move  Enter open  Esc back  / search  q quit                            1/3"),
            "the field left, the search kept")
        try session.sendKeys("Escape")
        try await session.expectScreen(Self.dialogs, "the search emptied")

        try session.sendKeys("Enter")
        try await session.expectScreen(
            Self.screen(
                [
                    " ‹ Gallery                          Dialogs",
                    "",
                    " ⌕ Search fruits",
                    " Remove all…",
                    " Apple",
                    " Banana",
                    " Cherry",
                    " Grape",
                    " Lemon                    ┌─────────────────────────┐",
                    " Mango                    │   Remove every fruit?   │",
                    "                          │ The list will be empty. │",
                    "                          │                         │",
                    "                          │ [ Cancel ]  [ Remove ]  │",
                    "                          └─────────────────────────┘",
                ],
                help: " ←→ choose  Enter select  Esc cancel"),
            "the alert, over the list")
        try session.sendKeys("Right", "Enter")
        try await session.expectScreen(
            Self.screen(
                [
                    " ‹ Gallery                          Dialogs",
                    "",
                    " ⌕ Search fruits",
                    " Remove all…",
                ],
                help: " Enter open  Esc back  / search  q quit                                     1/1"),
            "every fruit removed")

        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
