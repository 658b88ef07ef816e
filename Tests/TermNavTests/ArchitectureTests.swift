import Foundation
import Testing

/// The core's layers, checked from its sources: each folder of `Sources/TermNavCore` may name only
/// the types of the folders it builds on. The compiler enforces the seam to ncurses (the core
/// target has no dependency on CNcurses); this test enforces the direction inside the core, which
/// one module cannot express. `docs/Architecture.md` explains each rule.
@MainActor @Suite struct ArchitectureTests {
    /// Each layer and the layers whose types it may name, besides its own.
    static let allowed: [String: Set<String>] = [
        "Basics": [],
        "State": [],
        "Editing": ["Basics"],
        "Input": ["Basics", "Editing"],
        "Views": ["Basics", "State", "Input"],
        "Resolution": ["Basics", "State", "Input", "Views"],
        "Layout": ["Basics", "State", "Views", "Resolution"],
        "Engine": ["Basics", "State", "Editing", "Input", "Views", "Resolution", "Layout"],
        "Rendering": ["Basics", "Layout", "Engine"],
        "Terminal": ["Basics", "Input", "Rendering"],
        "App": [
            "Basics", "State", "Editing", "Input", "Views", "Resolution", "Layout", "Engine", "Rendering",
            "Terminal",
        ],
    ]

    static let core = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TermNavCore")

    /// The Swift files of a layer, with their text, comments and string literals removed.
    static func files(of layer: String) throws -> [(name: String, code: String)] {
        let folder = core.appendingPathComponent(layer)
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            return []
        }
        var files: [(String, String)] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let text = try String(contentsOf: url, encoding: .utf8)
            files.append((layer + "/" + url.lastPathComponent, codeOnly(text)))
        }
        return files
    }

    /// Source text without comments and string literals, where type names are only mentioned.
    static func codeOnly(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            var code = line
            if let comment = code.range(of: "//") { code = code[..<comment.lowerBound] }
            return code.replacing(/"[^"]*"/, with: "\"\"").description
        }.joined(separator: "\n")
    }

    /// Names that SwiftUI reuses for nested types and that mean something else in every layer:
    /// the standard library's `Set` (`VerticalEdge.Set`), `Value`, a gesture's value
    /// (`DragGesture.Value`) and the generic parameter of `Binding<Value>` and its kin, and
    /// `Failure`, a deep link's failure (`DeepLink.Failure`) and the error type of every
    /// `Publisher<Output, Failure>`.
    static let standardLibraryNames: Set<String> = ["Set", "Value", "Failure"]

    /// The names of the types a file declares.
    static func declaredTypes(in code: String) -> Set<String> {
        let declaration = /\b(?:struct|enum|class|protocol|actor)\s+([A-Z][A-Za-z0-9]*)/
        return Set(code.matches(of: declaration).map { String($0.output.1) }).subtracting(
            standardLibraryNames)
    }

    @Test func everyFolderOfTheCoreIsALayer() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: Self.core.path).filter {
            !$0.hasPrefix(".")
        }
        #expect(Set(folders) == Set(Self.allowed.keys))
    }

    @Test func layersNameOnlyTheTypesOfTheLayersTheyBuildOn() throws {
        var owners: [String: Set<String>] = [:]
        var filesByLayer: [String: [(name: String, code: String)]] = [:]
        for layer in Self.allowed.keys {
            let files = try Self.files(of: layer)
            filesByLayer[layer] = files
            for file in files {
                for type in Self.declaredTypes(in: file.code) { owners[type, default: []].insert(layer) }
            }
        }
        var violations: [String] = []
        for (layer, files) in filesByLayer {
            let visible = (Self.allowed[layer] ?? []).union([layer])
            for file in files {
                let words = Set(file.code.matches(of: /\b[A-Z][A-Za-z0-9]*\b/).map { String($0.output) })
                for word in words.sorted() {
                    guard let declaredIn = owners[word], declaredIn.isDisjoint(with: visible) else {
                        continue
                    }
                    violations.append(
                        "\(file.name) names \(word) (\(declaredIn.sorted().joined(separator: ", ")))")
                }
            }
        }
        #expect(violations.isEmpty, "layering broken:\n\(violations.sorted().joined(separator: "\n"))")
    }

    /// The library's sources, for checks over all of them: the core, the ncurses backend and the
    /// headless test support.
    static let librarySources = ["TermNavCore", "TermNav", "TermNavTesting"].map {
        core.deletingLastPathComponent().appendingPathComponent($0)
    }

    /// The files among `texts` that import FoundationNetworking, or a part of it. The name ends
    /// at a non-word character rather than at `\b`: a Unicode word goes on through
    /// `FoundationNetworking.URLSession`.
    static func networkingImports(in texts: [(name: String, text: String)]) -> [String] {
        texts.filter { file in
            codeOnly(file.text).contains(
                /(?m)^\s*(@_exported\s+)?import\s+((struct|class|enum|protocol|typealias|func|var|let)\s+)?FoundationNetworking(?!\w)/
            )
        }.map(\.name)
    }

    @Test func theLibraryImportsFoundationNetworkingOnlyUnderItsTrait() throws {
        // `import TermNav` brings Foundation, as `import SwiftUI` does, but Linux's
        // FoundationNetworking (libcurl and its TLS libraries) only for an app that enables the
        // package's `Networking` trait: every other program would load them at start-up for
        // nothing (docs/Porting.md, "Foundation").
        var texts: [(name: String, text: String)] = []
        for folder in Self.librarySources {
            let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let url = enumerator?.nextObject() as? URL {
                guard url.pathExtension == "swift" else { continue }
                texts.append((url.lastPathComponent, try String(contentsOf: url, encoding: .utf8)))
            }
        }
        #expect(texts.count > 100, "the library's sources were found")
        #expect(Self.networkingImports(in: texts) == ["Exports.swift"])
        let exports = try #require(texts.first { $0.name == "Exports.swift" }).text
        #expect(
            exports.contains(
                "#if Networking && canImport(FoundationNetworking)\n    @_exported import FoundationNetworking\n#endif"
            ))
    }

    @Test func theNetworkingCheckNoticesEveryKindOfImport() {
        let files = [
            ("A.swift", "import FoundationNetworking\n"),
            ("B.swift", "@_exported import FoundationNetworking\n"),
            ("C.swift", "  import Foundation\n"), ("D.swift", "// import FoundationNetworking\n"),
            ("E.swift", "import Observation\nlet name = \"import FoundationNetworking\"\n"),
            ("F.swift", "import class FoundationNetworking.URLSession\n"),
        ]
        #expect(Self.networkingImports(in: files) == ["A.swift", "B.swift", "F.swift"])
    }

    @Test func theCheckNoticesAForbiddenName() {
        // A renderer that resolves would name resolution's types: the check must see it.
        let code = Self.codeOnly("let rows = RowSource(fixedRows: [], context: context) // Node\n")
        #expect(code.contains("RowSource"))
        #expect(!code.contains("Node"))
        #expect(Self.declaredTypes(in: "final class RowSource {\nenum RowID {") == ["RowSource", "RowID"])
    }
}
