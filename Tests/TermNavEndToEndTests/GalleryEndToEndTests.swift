import Foundation
import Testing

@testable import gallery

/// The real `gallery` binary in a real terminal (tmux, 80×24): whatever width tmux gives a
/// cluster — it draws `👍🏽` four columns wide and `❤️` one, where TermNav counts two — every
/// row's accessory on the "Widths" screen lands in the last column but one.
///
/// Columns are tmux's own: copy mode's search puts its cursor on each accessory, and
/// `#{copy_cursor_x}` says where that is. Each cluster is drawn whole: tmux shows the ZWJ
/// sequences, flags and VS16 emoji with every scalar.
@Suite(.serialized, .timeLimit(.minutes(1)))
struct GalleryEndToEndTests {
    /// The `gallery` executable built beside the tests.
    let gallery: URL
    /// The column of a one-column accessory: the last but one of 80.
    static let accessoryColumn = 78
    /// The line of the first row on the "Widths" screen.
    static let firstRowLine = 2

    init() throws {
        gallery = try BuildProducts.executable(named: "gallery")
    }

    @Test(.requiresTmux) func everyRowsAccessoryLandsInTheLastColumnButOne() async throws {
        let session = try await openWidths()
        defer { session.close() }

        let disclosures = try columns(of: "›", in: session)
        let details = try columns(of: "ⓘ", in: session)
        let shown = try session.screen()
        for (index, sample) in WidthSample.all.enumerated() {
            let line = Self.firstRowLine + index
            let found = sample.hasDetailButton ? details[line] : disclosures[line]
            let columns = found.map { Array($0).sorted() } ?? []
            let message = "\(sample.kind): accessory at \(columns), not \(Self.accessoryColumn)\n"
            #expect(found == [Self.accessoryColumn], Comment(rawValue: message + TmuxSession.framed(shown)))
        }
        // Each cluster is drawn whole, every scalar of it, not cut to its first.
        for cluster in ["👩‍💻", "👨‍👩‍👧", "🇯🇵", "🇫🇷", "❤️", "☺️", "cafe\u{301}", "x\u{20DD}"] {
            #expect(
                shown.contains { $0.contains(cluster) },
                "\(cluster) shown whole\n\(TmuxSession.framed(shown))")
        }
        let linkLines = WidthSample.all.indices.filter { !WidthSample.all[$0].hasDetailButton }
            .map { Self.firstRowLine + $0 }
        #expect(disclosures.keys.sorted() == linkLines, "no other line shows ›")

        // Down through every row and back: each frame changes two rows, which stay aligned.
        for _ in WidthSample.all { try session.sendKeys("Down") }
        try await session.expectFocus(onLine: Self.firstRowLine + WidthSample.all.count - 1)
        for _ in WidthSample.all { try session.sendKeys("Up") }
        try await session.expectFocus(onLine: Self.firstRowLine)
        let again = try columns(of: "›", in: session)
        #expect(again == disclosures, "the accessories after moving the focus down and up")

        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }

    @Test(.requiresTmux) func inASCIIEveryAccessoryLandsThereToo() async throws {
        let session = try await openWidths(environment: ["TERMNAV_ASCII": "1"], title: " < Gallery")
        defer { session.close() }

        let disclosures = try columns(of: " >", in: session)
        let details = try columns(of: "(i)", in: session)
        for (index, sample) in WidthSample.all.enumerated() {
            let line = Self.firstRowLine + index
            if sample.hasDetailButton {
                #expect(details[line] == [Self.accessoryColumn - 2], "\(sample.kind)")
            } else {
                #expect(disclosures[line] == [Self.accessoryColumn - 1], "\(sample.kind)")
            }
        }
        try session.sendKeys("q")
        let ended = try await session.waitForExit()
        #expect(ended?.report == TmuxSession.ExitReport(code: 0, terminalRestored: true))
    }

    /// Starts `gallery` and opens its "Widths" screen.
    private func openWidths(
        environment: [String: String] = [:], title: String = " ‹ Gallery",
        sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> TmuxSession {
        let session = try TmuxSession(
            command: TmuxSession.shellQuoted(gallery.path), environment: environment)
        let root = try await session.waitFor(timeout: .seconds(15)) { $0.first == " Gallery" }
        try #require(root != nil, "the Gallery list at launch", sourceLocation: sourceLocation)
        try session.sendKeys("Enter")
        let lastRow = Self.firstRowLine + WidthSample.all.count - 1
        let widths = try await session.waitFor { lines in
            lines.first?.hasPrefix(title) == true && lines[lastRow].hasPrefix(" Cut: ")
        }
        let shown = try widths ?? session.screen()
        try #require(
            widths != nil, "the Widths screen\n\(TmuxSession.framed(shown))", sourceLocation: sourceLocation)
        try await session.expectFocus(onLine: Self.firstRowLine, sourceLocation: sourceLocation)
        return session
    }

    /// The columns where tmux shows a text, by line, as tmux counts columns: copy mode searches
    /// backwards from the bottom for each occurrence and reports where its cursor lands.
    private func columns(of text: String, in session: TmuxSession) throws -> [Int: Set<Int>] {
        let tmux = try Tmux.requireExecutable()
        // TmuxSession names its only session "s".
        @discardableResult
        func run(_ arguments: String...) throws -> String {
            let output = try CommandRunner.run(tmux, arguments: ["-L", session.socketName] + arguments)
            guard output.status == 0 else {
                throw EndToEndError.tmuxFailed(
                    arguments: arguments, status: output.status, standardError: output.standardError)
            }
            return output.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        }
        func cursor() throws -> String {
            try run("display-message", "-p", "-t", "s", "#{copy_cursor_x} #{copy_cursor_y}")
        }
        try run("copy-mode", "-t", "s")
        defer { _ = try? run("send-keys", "-t", "s", "-X", "cancel") }
        try run("send-keys", "-t", "s", "-X", "history-bottom")
        try run("send-keys", "-t", "s", "-X", "end-of-line")
        var seen: Set<String> = [try cursor()]
        var found: [Int: Set<Int>] = [:]
        for _ in 0..<(session.width * session.height) {
            try run("send-keys", "-t", "s", "-X", "search-backward-text", text)
            let position = try cursor()
            guard seen.insert(position).inserted else { break }
            let parts = position.split(separator: " ").compactMap { Int($0) }
            guard parts.count == 2 else { break }
            found[parts[1], default: []].insert(parts[0])
        }
        return found
    }
}
