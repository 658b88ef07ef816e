import Foundation
import Testing

/// The version a user depends on reads the same in the changelog, the README and the guide.
@MainActor @Suite struct ReleaseTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The newest released version in CHANGELOG.md: the first `## [x.y.z]` heading.
    static func latestRelease() throws -> String? {
        for line in try text("CHANGELOG.md").split(separator: "\n") where line.hasPrefix("## [") {
            let version = line.dropFirst(4).prefix { $0 != "]" }
            if version.split(separator: ".").count == 3, version.allSatisfy({ $0.isNumber || $0 == "." }) {
                return String(version)
            }
        }
        return nil
    }

    @Test func theChangelogKeepsItsForm() throws {
        let changelog = try Self.text("CHANGELOG.md")
        #expect(changelog.hasPrefix("# Changelog"))
        #expect(changelog.contains("## [Unreleased]"))
        let version = try #require(try Self.latestRelease())
        #expect(changelog.contains("[\(version)]: "), "a link for \(version) at the foot")
    }

    @Test(arguments: ["README.md", "Sources/TermNav/TermNav.docc/GettingStarted.md"])
    func dependencySnippetsNameTheLatestRelease(_ path: String) throws {
        let version = try #require(try Self.latestRelease())
        let text = try Self.text(path)
        #expect(text.contains(#"from: "\#(version)")"#), "\(path) depends on \(version)")
    }
}
