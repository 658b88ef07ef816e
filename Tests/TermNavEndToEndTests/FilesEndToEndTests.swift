import Foundation
import Testing

/// The real `files` binary in tmux (80×24) over a tree made for the test: it browses, marks two
/// files and prints their paths under `--pick`, to a redirected standard output, once the
/// terminal is given back.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct FilesEndToEndTests {
    /// The `files` executable built beside the tests.
    let files: URL

    init() throws {
        files = try BuildProducts.executable(named: "files")
    }

    /// A tree: `docs/notes/todo.txt`, `data.bin`, `file2`, `file10`, a link, a name with an escape
    /// character, and 10,000 files in `many/`.
    private func makeTree() throws -> URL {
        let manager = FileManager.default
        let root = manager.temporaryDirectory.appendingPathComponent("termnav-files-e2e-\(UUID().uuidString)")
        try manager.createDirectory(
            at: root.appendingPathComponent("docs/notes"), withIntermediateDirectories: true)
        try manager.createDirectory(
            at: root.appendingPathComponent("many"), withIntermediateDirectories: true)
        try Data("buy milk\n".utf8).write(to: root.appendingPathComponent("docs/notes/todo.txt"))
        try Data([0, 1, 2, 0xFF]).write(to: root.appendingPathComponent("data.bin"))
        for name in ["file2", "file10", "readme.txt", "bad\u{1B}[31mname"] {
            try Data().write(to: root.appendingPathComponent(name))
        }
        try manager.createSymbolicLink(
            atPath: root.appendingPathComponent("link").path, withDestinationPath: "readme.txt")
        for number in 1...10_000 {
            _ = manager.createFile(atPath: root.appendingPathComponent("many/f\(number)").path, contents: nil)
        }
        return root
    }

    @Test(.requiresTmux) func browseMarkTwoAndPickPrintsTheirPaths() async throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("picked.txt").path
        let command =
            "\(TmuxSession.shellQuoted(files.path)) \(TmuxSession.shellQuoted(root.path)) --pick > "
            + TmuxSession.shellQuoted(output)
        let session = try TmuxSession(command: command)
        defer { session.close() }

        let listing = try await session.waitFor(timeout: .seconds(15)) {
            $0.contains(" many" + String(repeating: " ", count: 73) + "›")
        }
        let shown = try listing ?? session.screen()
        try #require(listing != nil, "the listing\n\(TmuxSession.framed(shown))")
        #expect(shown.contains(" bad␛[31mname"), "\(TmuxSession.framed(shown))")

        // Into many/ and to its end: 10,000 files in natural order.
        try session.sendKeys("Down", "Enter")
        _ = try await session.waitFor { $0.contains(" f1") }
        try session.sendKeys("End")
        let end = try await session.waitFor { $0.contains(where: { $0.hasSuffix("10000/10000") }) }
        let endShown = try end ?? session.screen()
        #expect(end != nil, "the end of many/\n\(TmuxSession.framed(endShown))")
        try session.sendKeys("Escape")
        _ = try await session.waitFor { $0.contains(" data.bin") }

        // Filter down to file10 and mark it there; Esc clears the filter and keeps the focus on
        // file10, the sixth row; data.bin, two rows up, is marked too; then pick them.
        try session.sendKeys("/")
        try session.sendText("file10")
        let filtered = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" file10") } && !lines.contains { $0.hasPrefix(" data.bin") }
        }
        let filteredShown = try filtered ?? session.screen()
        #expect(filtered != nil, "filtered to file10\n\(TmuxSession.framed(filteredShown))")
        try session.sendKeys("Down", "Space")
        _ = try await session.waitFor { $0.contains { $0.hasPrefix(" file10") && $0.hasSuffix("✓") } }
        try session.sendKeys("Escape")
        _ = try await session.waitFor { $0.contains { $0.hasPrefix(" data.bin") } }
        try session.sendKeys("Up", "Up", "Space")
        let marked = try await session.waitFor { lines in
            lines.contains { $0.hasPrefix(" data.bin") && $0.hasSuffix("✓") }
                && lines.contains { $0.hasPrefix(" file10") && $0.hasSuffix("✓") }
        }
        let markedShown = try marked ?? session.screen()
        #expect(marked != nil, "two marks\n\(TmuxSession.framed(markedShown))")
        try session.sendKeys("p")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
        let picked = try String(contentsOfFile: output, encoding: .utf8)
        #expect(picked == "\(root.path)/data.bin\n\(root.path)/file10\n")
    }

    @Test(.requiresTmux) func quittingAPickWithoutChoosingPrintsNothingAndExits1() async throws {
        let root = try makeTree()
        defer { try? FileManager.default.removeItem(at: root) }
        let output = root.appendingPathComponent("picked.txt").path
        let command =
            "\(TmuxSession.shellQuoted(files.path)) \(TmuxSession.shellQuoted(root.path)) --pick > "
            + TmuxSession.shellQuoted(output)
        let session = try TmuxSession(command: command)
        defer { session.close() }
        let listing = try await session.waitFor(timeout: .seconds(15)) { $0.contains(" data.bin") }
        try #require(listing != nil)
        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 1, terminalRestored: true))
        #expect(try String(contentsOfFile: output, encoding: .utf8).isEmpty)
    }
}
