import Foundation
import Testing

/// docs/Porting.md's "Every API at a glance" against the code: every API of the surface TermNav
/// measures itself against (`Tests/swiftui-surface.tsv`) has a row and a status, a row that works
/// or is stated is declared, an unavailable one says why, and every view modifier TermNav declares
/// is named on the page.
@Suite struct SurfaceTableTests {
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A row of the table: the API as written, its status.
    struct Row {
        let api: String
        let status: String
    }

    static let statuses: Set = ["works", "stated", "unavailable", "not yet"]

    /// TermNav's own modifiers, which SwiftUI does not have: the guides describe them.
    static let ownModifiers: Set = [
        "accessory", "navigationAccessory", "defaultNavigationAccessory", "terminalTheme",
    ]

    static func text(_ path: String) throws -> String {
        try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// The APIs of the surface, with Skip's support of each.
    static func surface() throws -> [(api: String, skip: String)] {
        try text("Tests/swiftui-surface.tsv").split(separator: "\n").dropFirst().map { line in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            return (String(fields[0]), fields.count > 2 ? String(fields[2]) : "")
        }
    }

    /// The rows of the table under "Every API at a glance".
    static func table() throws -> [Row] {
        let page = try text("docs/Porting.md")
        guard let start = page.range(of: "## Every API at a glance") else { return [] }
        let section = page[start.upperBound...]
        var rows: [Row] = []
        var headers = 0
        for line in section.split(separator: "\n") {
            if line.hasPrefix("## ") { break }
            guard line.hasPrefix("| `") else {
                if line.hasPrefix("| API ") { headers += 1 }
                continue
            }
            guard headers > 0 else { continue }
            let escaped = line.replacingOccurrences(of: "\\|", with: "\u{0}")
            let cells: [String] = escaped.split(separator: "|").map { cell in
                cell.trimmingCharacters(in: CharacterSet.whitespaces).replacingOccurrences(
                    of: "\u{0}", with: "|")
            }
            let api = cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            rows.append(Row(api: api, status: cells[1]))
        }
        return rows
    }

    /// The Swift code of TermNav's two library modules.
    static func code() throws -> String {
        var code = ""
        for module in ["Sources/TermNavCore", "Sources/TermNav"] {
            let folder = root.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                code += try String(contentsOf: file, encoding: .utf8) + "\n"
            }
        }
        return code
    }

    /// The declaration that makes an API of the table: a pattern for the code.
    static func declaration(of api: String) -> String {
        let special = [
            "Custom Views": #"public protocol View\b"#,
            "Custom ViewModifiers": #"public protocol ViewModifier\b"#,
            "UIKit": #"public struct UIColor\b"#,
            "Text + Text": #"public static func \+ \(lhs: (consuming )?Text, rhs: Text\)"#,
            "NavigationPath.codable": #"var codable: CodableRepresentation\?"#,
            ".linespacing": #"public func lineSpacing\("#,
            ".onTapGesture(count:)": #"public func onTapGesture\(\s*count"#,
            "withAnimation": #"public func withAnimation\b"#,
            "FocusState.Binding": #"public struct FocusState\b(?s:.*?)public struct Binding\b"#,
        ]
        if let pattern = special[api] { return pattern }
        let name = api.split(separator: "(")[0]
        if name.hasPrefix(".") {
            let member = name.dropFirst()
            return #"(func|var|case|static let) "# + member + #"\b"#
        }
        if name.hasPrefix("@") {
            return #"(struct|class|typealias) "# + name.dropFirst() + #"\b"#
        }
        if let dot = name.lastIndex(of: ".") {
            return #"(func|var|let) "# + name[name.index(after: dot)...] + #"\b"#
        }
        return #"(struct|class|enum|protocol|typealias|actor) "# + name + #"\b"#
    }

    @Test func everyAPIOfTheSurfaceHasOneRowWithAStatus() throws {
        let rows = try Self.table()
        let apis = try Self.surface().map(\.api)
        #expect(rows.map(\.api).sorted() == apis.sorted())
        for row in rows where !Self.statuses.contains(row.status) {
            Issue.record("\(row.api): \"\(row.status)\" is not a status")
        }
    }

    @Test func aRowThatWorksOrIsStatedIsDeclared() throws {
        let code = try Self.code()
        for row in try Self.table() where row.status == "works" || row.status == "stated" {
            let found = code.range(of: Self.declaration(of: row.api), options: .regularExpression) != nil
            #expect(found, "\(row.api) is said to be \(row.status) but is not declared")
        }
    }

    @Test func anUnavailableRowSaysWhy() throws {
        let code = try Self.code()
        for row in try Self.table() where row.status == "unavailable" {
            let pattern =
                #"@available\(\*, unavailable[^\n]*message: "[^"]+"\)\s*public "#
                + Self.declaration(of: row.api)
            #expect(
                code.range(of: pattern, options: .regularExpression) != nil,
                "\(row.api) is said to be unavailable but has no unavailable declaration with a message")
        }
    }

    @Test func aRowNotYetThereIsNotDeclared() throws {
        let code = try Self.code()
        for row in try Self.table() where row.status == "not yet" {
            let found =
                code.range(of: "public " + Self.declaration(of: row.api), options: .regularExpression) != nil
            #expect(!found, "\(row.api) is declared: say what it does")
        }
    }

    @Test func theCountsOnThePageAreTheTable() throws {
        let rows = try Self.table()
        let skip = Dictionary(uniqueKeysWithValues: try Self.surface())
        let counted = rows.filter { skip[$0.api] != "❌" }
        let answered = { (rows: [Row]) in rows.filter { $0.status == "works" || $0.status == "stated" }.count
        }
        let sentence =
            "**\(answered(counted)) of the \(counted.count) APIs in Skip's table and from real code work or are stated**, \(answered(rows)) of\nall \(rows.count)"
        #expect(try Self.text("docs/Porting.md").contains(sentence))
    }

    @Test func everyViewModifierIsNamedOnThePage() throws {
        let page = try Self.text("docs/Porting.md")
        let code = try Self.code()
        // The public methods of `extension View` blocks.
        let blocks = try Regex(#"(?m)^(public )?extension View\b[^{]*\{(?s:.*?)^\}"#)
        let method = try Regex(#"(?m)^    public func ([a-zA-Z_]+)"#)
        var names: Set<String> = []
        for block in code.matches(of: blocks) {
            for match in code[block.range].matches(of: method) {
                if let name = match.output[1].substring { names.insert(String(name)) }
            }
        }
        #expect(names.count > 150)
        for name in names.sorted() where !Self.ownModifiers.contains(name) {
            let named = [".\(name)(", ".\(name) {", ".\(name)`"].contains { page.contains($0) }
            #expect(named, "View.\(name) is not named in docs/Porting.md")
        }
    }
}
