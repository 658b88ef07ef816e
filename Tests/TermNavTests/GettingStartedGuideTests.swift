import Foundation
import TermNavTesting
import Testing

@testable import Planets

/// The getting-started guide (TermNav.docc/GettingStarted.md) shows the `planets` example and its
/// tests; these tests keep the page and the compiled code the same text.
@MainActor @Suite struct GettingStartedGuideTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The page's fenced blocks, each with its info string (`swift`, `sh` or empty).
    static func blocks() throws -> [(language: String, body: String)] {
        var blocks: [(language: String, body: String)] = []
        var current: (language: String, lines: [String])?
        for line in try text("Sources/TermNav/TermNav.docc/GettingStarted.md").split(
            separator: "\n", omittingEmptySubsequences: false)
        {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.language, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current?.lines.append(String(line))
            }
        }
        return blocks
    }

    @Test func theAppAndItsTestsAreTheCompiledFiles() throws {
        let swiftBlocks = try Self.blocks().filter { $0.language == "swift" }
        let app = try Self.text("Sources/Planets/PlanetsApp.swift")
        let tests = try Self.text("Tests/TermNavTests/GettingStartedTests.swift")
        #expect(swiftBlocks.count == 3)
        #expect(
            swiftBlocks.contains { $0.body == app }, "the page shows Sources/Planets/PlanetsApp.swift whole")
        #expect(swiftBlocks.contains { $0.body == tests }, "the page shows GettingStartedTests.swift whole")
    }

    @Test func thePackageManifestNamesWhatTheAppAndTestsImport() throws {
        let manifest = try #require(
            try Self.blocks().first { $0.language == "swift" && $0.body.hasPrefix("// swift-tools-version") })
        for name in [
            #".executableTarget(name: "Planets""#, #".product(name: "TermNav", package: "TermNav")"#,
            #".product(name: "TermNavTesting", package: "TermNav")"#, #"from: "0.1.0""#,
        ] {
            #expect(manifest.body.contains(name))
        }
    }

    @Test func theScreenShownIsTheAppsScreen() throws {
        let screen = try #require(try Self.blocks().first { $0.language.isEmpty })
        let driver = TestDriver(app: PlanetsApp(), width: 40, height: 8)
        driver.press(.downArrow, .return)
        driver.expectScreen(
            screen.body.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init))
    }
}
