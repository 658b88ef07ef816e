import Foundation
import Testing

/// The `gallery` binary's photo grid in a real terminal (tmux, 80×24): the bar over one cell,
/// ←/→ and ↓ moving it, Enter pushing the photo and Esc coming back to the same cell, a resize
/// flowing the grid into the new width.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct GalleryGridEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    /// The text under the bar, where the bar covers only part of a line, its lines joined by a
    /// space; `nil` when no line has such a bar.
    static func focusedCell(_ cells: [[StyledCell]]) -> String? {
        let parts = cells.compactMap { line -> String? in
            let inBar = line.map { $0.hasBackground || $0.isReverse }
            guard inBar.contains(true), inBar.contains(false) else { return nil }
            let text = String(zip(line, inBar).filter(\.1).map(\.0.character))
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            return trimmed.isEmpty ? nil : trimmed
        }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    @Test(.requiresTmux) func theBarIsOverOneCellAndFollowsTheArrows() async throws {
        let session = try TmuxSession(command: TmuxSession.shellQuoted(gallery.path))
        defer { session.close() }
        let root = try await session.waitFor(timeout: .seconds(15)) { $0.first == " Gallery" }
        try #require(root != nil, "the Gallery list at launch")
        // "Grid" is the seventh row.
        for _ in 0..<6 { try session.sendKeys("Down") }
        try session.sendKeys("Enter")
        func expectCell(_ text: String, _ comment: String) async throws {
            let found = try await session.waitForStyled { Self.focusedCell($0) == text }
            let shown = try found ?? session.styledScreen()
            #expect(
                found != nil,
                Comment(
                    rawValue:
                        "\(comment): the bar over \(text), not \(Self.focusedCell(shown) ?? "nothing")\n"
                        + TmuxSession.framed(shown.map { String($0.map(\.character)) })))
        }
        try await expectCell("♡ IMG_1", "the grid at first")
        try session.sendKeys("Right")
        try await expectCell("⚐ IMG_2", "→")
        try session.sendKeys("Down")
        // 78 columns hold seven columns of at least 10: IMG_9 is under IMG_2.
        try await expectCell("♡ IMG_9", "↓")
        try session.sendKeys("Enter")
        let pushed = try await session.waitFor { $0.first?.hasSuffix("IMG_9") == true }
        let afterEnter = try pushed ?? session.screen()
        #expect(pushed != nil, "IMG_9 pushed\n\(TmuxSession.framed(afterEnter))")
        try session.sendKeys("Escape")
        try await expectCell("♡ IMG_9", "back from IMG_9")
        try session.resize(width: 40, height: 24)
        try await expectCell("♡ IMG_9", "resized to 40 columns, three to a line")
        let flowed = try await session.waitFor {
            $0.contains { $0.hasPrefix("    IMG_7        IMG_8        IMG_9") }
        }
        #expect(flowed != nil, "IMG_7 to IMG_9 on one line")
        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }
}
