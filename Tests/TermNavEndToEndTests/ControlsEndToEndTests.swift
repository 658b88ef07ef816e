import Foundation
import Testing

/// The real `gallery` binary in a real terminal (tmux, 80×24), on its "Controls" screen: its
/// first text field edits at once, the terminal's own cursor at the insertion point, and `q`
/// typed there is text, not quit; Space flips the focused toggle, Tab goes on to the next
/// control, → steps a stepper; a date picker edits a field at a time; the Notes editor takes
/// lines typed and pasted.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct ControlsEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// Waits for the pane's cursor to be at a cell, shown.
    private func expectCursor(_ session: TmuxSession, x: Int, y: Int, _ comment: Comment) async throws {
        for _ in 0..<100 {
            if try session.cursor() == (x: x, y: y, isVisible: true) { return }
            try await Task.sleep(for: .milliseconds(50))
        }
        Issue.record("\(comment): the cursor is at \(try session.cursor())")
    }

    @Test(.requiresTmux) func typingIntoATextFieldInARealTerminal() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let launched = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains { $0.hasPrefix(" Controls") }
        }
        try #require(launched != nil, "the Gallery list")
        for _ in 0..<8 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let controls = try await session.waitFor { $0.contains(" Your name") }
        try #require(controls != nil, "the Controls screen")
        try await expectCursor(session, x: 1, y: 3, "on the empty name field")

        try session.sendText("qj/x")
        let typed = try await session.waitFor {
            $0.contains(" qj/x") && $0.contains(" Hello, qj/x: 0 submitted")
        }
        #expect(typed != nil, "the typed text")
        try await expectCursor(session, x: 5, y: 3, "after the typed text")
        try session.sendKeys("Left", "Left")
        try await expectCursor(session, x: 3, y: 3, "two characters back")

        try session.sendKeys("Enter")
        let submitted = try await session.waitFor { $0.contains(" Hello, qj/x: 1 submitted") }
        #expect(submitted != nil, "Enter submitted")
        // Out of the field, `q` quits.
        try session.sendText("q")
        let exit = try await session.waitForExit()
        #expect(exit != nil, "q with the rows focused quits")
    }

    /// Whether the screen shows the Wi-Fi toggle and the Copies stepper as given.
    static func shows(_ lines: [String], wifi: String, copies: Int) -> Bool {
        lines.contains { $0.hasPrefix(" Wi-Fi ") && $0.hasSuffix(wifi) }
            && lines.contains { $0.hasPrefix(" Copies: \(copies) ") && $0.hasSuffix("[− │ +]") }
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
        let shown = try await session.waitFor { Self.shows($0, wifi: "[ on]", copies: 1) }
        try #require(shown != nil, "the Controls screen")

        // Down from the first field, which edits at once, past the other fields and the
        // greeting's row, to the Wi-Fi toggle.
        for _ in 0..<5 { try session.sendKeys("Down") }
        try session.sendKeys("Space")
        let flipped = try await session.waitFor { Self.shows($0, wifi: "[off]", copies: 1) }
        #expect(flipped != nil, "Wi-Fi flipped off")

        for _ in 0..<4 { try session.sendKeys("Tab") }
        try session.sendKeys("Right", "Right")
        let stepped = try await session.waitFor { Self.shows($0, wifi: "[off]", copies: 3) }
        #expect(stepped != nil, "Copies stepped to 3")

        try session.sendKeys("Escape")
        let back = try await session.waitFor { $0.first == " Gallery" }
        #expect(back != nil, "back on the Gallery list")
    }

    @Test(.requiresTmux) func typingLinesIntoATextEditorInARealTerminal() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains { $0.hasPrefix(" Controls") }
        }
        try #require(root != nil, "the Gallery list at launch")
        for _ in 0..<8 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let controls = try await session.waitFor { $0.contains(" Your name") }
        try #require(controls != nil, "the Controls screen")

        // End goes to the last row, the Notes editor, which edits at once.
        try session.sendKeys("Escape", "End")
        let notes = try await session.waitFor { $0.contains(" Water the plants.") }
        let plants = try #require(notes?.firstIndex(of: " Water the plants."), "the Notes editor")
        try await expectCursor(session, x: 18, y: plants, "at the end of the notes")

        // Enter types a line break in an editor; the editor grows by a line.
        try session.sendKeys("Enter")
        try session.sendText("Post it")
        let typed = try await session.waitFor { $0.contains(" Post it") }
        let posted = try #require(typed?.firstIndex(of: " Post it"), "the typed line")
        #expect(typed?[posted - 1] == " Water the plants.")
        try await expectCursor(session, x: 8, y: posted, "after the typed line")

        // A bracketed paste keeps its line breaks: the editor, past its limit of four lines,
        // scrolls to keep the insertion point in view.
        try session.paste(" now\nand then\nat last")
        let pasted = try await session.waitFor { $0.contains(" at last") && $0.contains(" Post it now") }
        let last = try #require(pasted?.firstIndex(of: " at last"), "the pasted lines")
        #expect(pasted?[last - 1] == " and then")
        #expect(pasted?.contains(" Bring the key.") == false, "the first line scrolled out")
        try await expectCursor(session, x: 8, y: last, "after the pasted text")

        try session.sendKeys("Escape", "Escape")
        let back = try await session.waitFor { $0.first == " Gallery" }
        #expect(back != nil, "back on the Gallery list")
    }

    @Test(.requiresTmux) func editingADateInARealTerminal() async throws {
        // The gallery's dates start at 14:30 UTC: shown in UTC, they read the same on every run.
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(gallery.path), environment: ["TZ": "UTC"])
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains { $0.hasPrefix(" Controls") }
        }
        try #require(root != nil, "the Gallery list at launch")
        for _ in 0..<8 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        let shown = try await session.waitFor { $0.contains(" Your name") }
        try #require(shown != nil, "the Controls screen")
        // Out of the first field, which edits at once, then to the last row (the Notes editor,
        // its insertion point on its second line) and up to Due.
        try session.sendKeys("Escape")
        let left = try await session.waitFor { $0.last?.hasPrefix(" ↑↓ move") == true }
        try #require(left != nil, "the field left")
        try session.sendKeys("End", "Up", "Up", "Up")
        let due = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" Due ") && $0.hasSuffix("2026-12-02  14:30") }
        }
        try #require(due != nil, "the Due picker")

        try session.sendKeys("Enter", "Right", "Up")
        let edited = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" Due ") && $0.hasSuffix("2027-[01]-02  14:30") }
                && lines.last?.hasPrefix(" q quit  ←/→ field  ↑/↓ change  Enter/Esc/Tab done") == true
        }
        #expect(edited != nil, "the month rolled over into the next year, marked")
        try session.sendText("07")
        let typed = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" Due ") && $0.hasSuffix("2027-07-[02]  14:30") }
        }
        #expect(typed != nil, "July typed, the day next")

        try session.sendKeys("Escape")
        let done = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" Due ") && $0.hasSuffix("2027-07-02  14:30") }
        }
        #expect(done != nil, "Esc ended the editing, keeping the date")
        try session.sendText("q")
        let exit = try await session.waitForExit()
        #expect(exit != nil, "q quits")
    }
}
