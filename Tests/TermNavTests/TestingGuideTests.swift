import Foundation
import Testing

/// The testing guide (docs/Testing.md) and the TermNavTesting catalog show test files whole; these
/// tests keep the pages and the compiled files the same text.
@Suite struct TestingGuideTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// A page's fenced Swift blocks.
    static func swiftBlocks(of page: String) throws -> [String] {
        var blocks: [String] = []
        var current: [String]?
        for line in try text(page).split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append(open.joined(separator: "\n") + "\n")
                    current = nil
                } else if line == "```swift" {
                    current = []
                }
            } else if current != nil {
                current?.append(String(line))
            }
        }
        return blocks
    }

    static let catalog = "Sources/TermNavTesting/TermNavTesting.docc/TermNavTesting.md"

    @Test(arguments: [
        ("docs/Testing.md", "Tests/TermNavTests/GuideExampleTests.swift"),
        ("docs/Testing.md", "Tests/TermNavTests/OneImportTests.swift"),
        (catalog, "Tests/TermNavTests/OneImportTests.swift"),
    ])
    func thePageShowsTheTestFileWhole(page: String, file: String) throws {
        let blocks = try Self.swiftBlocks(of: page)
        #expect(try blocks.contains(Self.text(file)), "\(page) shows \(file) whole")
    }
}
