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

    /// Waits for the pane's cursor to be at a cell, shown or hidden.
    static func expectCursor(
        _ session: TmuxSession, x: Int, y: Int, isVisible: Bool, _ comment: Comment,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        for _ in 0..<100 {
            if try session.cursor() == (x: x, y: y, isVisible: isVisible) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        let cursor = try session.cursor()
        Issue.record("\(comment): the cursor is at \(cursor)", sourceLocation: sourceLocation)
    }

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
                    " Grid                                                                         ›",
                    " Scrolling                                                                    ›",
                    " Controls                                                                     ›",
                    " Status                                                                       ›",
                    " Menus                                                                        ›",
                    " Outlines                                                                     ›",
                    " Tabs                                                                         ›",
                    " Look                                                                         ›",
                ],
                help: " ↑↓ move  Enter open  q quit                                               1/14"),
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
        // The terminal's cursor shows at the insertion point, after "an", and follows it.
        #expect(try session.cursor() == (x: 5, y: 2, isVisible: true))
        try session.sendKeys("Left")
        try await Self.expectCursor(session, x: 4, y: 2, isVisible: true, "one cell back")
        try session.sendKeys("Right")
        try await Self.expectCursor(session, x: 5, y: 2, isVisible: true, "back after the text")

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
        #expect(try session.cursor().isVisible == false, "the cursor hides with the field's focus")
        try session.sendKeys("Escape")
        try await session.expectScreen(Self.dialogs, "the search emptied")

        // A paste is text, in the field: its "q" does not quit, its line break does not press
        // Enter (it is a space in the one-line field).
        try session.sendText("/")
        try session.paste("q\nan")
        try await session.expectScreen(
            Self.screen(
                [
                    " ‹ Gallery                          Dialogs",
                    "",
                    " ⌕ q an",
                    " Remove all…",
                ],
                help: " ↑↓ results  Enter done  Esc leave"),
            "the pasted text in the field")
        try await Self.expectCursor(session, x: 7, y: 2, isVisible: true, "after the pasted text")
        try session.sendKeys("Escape", "Escape")
        try await session.expectScreen(Self.dialogs, "the search emptied again")

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
