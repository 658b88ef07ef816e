import Foundation
import Testing

/// TermNav's public top-level names, read from its sources: SwiftUI's own names, and the few of
/// TermNav's own that docs/Porting.md lists, and never a name an app is likely to give its own
/// types.
///
/// Within one module an app's own `Item` shadows an imported one, so a clash shows only where
/// two imported modules meet: an app's model package and TermNav, both imported by one file,
/// then both declaring `Item`, make every use of `Item` there ambiguous. No compile test inside
/// this one test module can show that, so this test reads the names instead.
@MainActor @Suite struct PublicNamesTests {
    /// The sources of the modules apps import.
    static let modules = ["TermNavCore", "TermNav", "TermNavTesting"]

    /// Names apps give their own types, which TermNav must never declare at the top level.
    static let appNames: Set<String> = [
        "Item", "User", "Navigation", "Row", "DetailView", "Book", "Store", "Model", "Theme", "Catalog",
        "ContentView", "ListView", "Settings", "Router", "Route", "Destination", "Screen", "Page",
        "Entry", "Record", "Category", "Product", "Library", "Profile", "Account", "Note", "Task",
        "Message", "Event", "Cell", "Header", "Footer", "Detail", "Config", "Configuration", "Style",
        "Palette", "Coordinator", "ViewModel", "AppState", "Session", "Key", "Keys", "Frame", "Canvas",
        "Terminal", "Engine", "Layout", "Line",
    ]

    /// Names apps give their own types that SwiftUI itself declares at the top level: an app
    /// meets the same clash with SwiftUI, and code written for SwiftUI uses SwiftUI's.
    static let swiftUIsOwnAppNames: Set<String> = ["Layout"]

    /// TermNav's own public top-level names, beyond SwiftUI's (and Combine's `ObservableObject`,
    /// `Published`, `ObservableObjectPublisher`, which SwiftUI re-exports); docs/Porting.md
    /// lists them.
    static let ownNames: Set<String> = [
        "DeepLink", "KeyMap", "RowAccessory", "TerminalTheme", "TestDriver",
    ]

    /// SwiftUI's own underscored names that TermNav declares too, as SwiftUI spells them.
    static let underscoredNames: Set<String> = [
        "_ChangedGesture", "_ConditionalContent", "_EndedGesture", "_MapGesture", "_ViewModifier_Content",
    ]

    /// Every public top-level declaration's name in the modules' sources.
    static func publicTopLevelNames() throws -> Set<String> {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources")
        let pattern = try Regex(
            #"^(?:@\w+(?:\([^)]*\))? )*(?:nonisolated )?public (?:final )?(?:struct|class|enum|protocol|typealias|actor|func|var|let) (\w+)"#
        )
        var names: Set<String> = []
        for module in modules {
            let root = sources.appendingPathComponent(module)
            let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
            while let file = files?.nextObject() as? URL {
                guard file.pathExtension == "swift" else { continue }
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    if let match = line.firstMatch(of: pattern), let name = match.output[1].substring {
                        names.insert(String(name))
                    }
                }
            }
        }
        return names
    }

    @Test func noPublicTopLevelNameIsACommonAppTypeName() throws {
        let names = try Self.publicTopLevelNames()
        #expect(names.count > 50, "the sources were read")
        #expect(names.intersection(Self.appNames).subtracting(Self.swiftUIsOwnAppNames).sorted() == [])
    }

    @Test func whatIfElseBuildsIsNamedAsSwiftUINamesIt() throws {
        // An app may declare its own `ConditionalContent`; SwiftUI's name for what `if`/`else`
        // builds is underscored, so the two never meet.
        let names = try Self.publicTopLevelNames()
        #expect(!names.contains("ConditionalContent"))
        #expect(names.filter { $0.hasPrefix("_") } == Self.underscoredNames)
    }

    @Test func termNavsOwnTopLevelNamesAreTheListedFew() throws {
        let names = try Self.publicTopLevelNames()
        for own in Self.ownNames.sorted() {
            #expect(names.contains(own), "\(own) is listed in docs/Porting.md but no longer declared")
        }
    }
}
