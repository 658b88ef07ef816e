import Foundation
import Testing

/// SwiftUI's APIs that mean nothing in a terminal are declared unavailable, so that a file using
/// one stops at an error naming the API and why. The test type-checks a file of such uses with
/// `swiftc` against the core module as built for these tests, and reads the diagnostics.
@Suite struct UnavailableAPITests {
    /// Each API, and a use of it as SwiftUI code writes it.
    static let uses: [(api: String, code: String)] = [
        ("UIViewRepresentable", "struct A: UIViewRepresentable {}"),
        ("UIViewControllerRepresentable", "struct B: UIViewControllerRepresentable {}"),
        ("NSViewRepresentable", "struct C: NSViewRepresentable {}"),
        ("NSViewControllerRepresentable", "struct D: NSViewControllerRepresentable {}"),
        ("UIHostingController", "let e = UIHostingController(rootView: Text(\"e\"))"),
        ("NSHostingController", "let f = NSHostingController(rootView: Text(\"f\"))"),
        ("NSHostingView", "let g = NSHostingView(rootView: Text(\"g\"))"),
        ("Path", "let h = Path { _ in }"),
        (
            "Path",
            "struct Wedge: Shape { func path(in rect: CGRect) -> Path { var path = Path(); "
                + "path.move(to: .zero); path.addLine(to: CGPoint(x: rect.maxX, y: 0)); "
                + "path.addArc(center: .zero, radius: 4, startAngle: .zero, endAngle: .degrees(90), "
                + "clockwise: false); path.closeSubpath(); return path } }"
        ),
        ("Window", "var i: some Scene { Window(\"Info\", id: \"info\") { Text(\"i\") } }"),
        ("MenuBarExtra", "var j: some Scene { MenuBarExtra(\"J\", systemImage: \"star\") { Text(\"j\") } }"),
        ("UIApplicationDelegateAdaptor", "struct K { @UIApplicationDelegateAdaptor(Int.self) var delegate }"),
        ("NSApplicationDelegateAdaptor", "struct L { @NSApplicationDelegateAdaptor(Int.self) var delegate }"),
        (
            "Anchor",
            "struct M: PreferenceKey { static let defaultValue: Anchor<CGRect>? = nil; "
                + "static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {} }"
        ),
        (
            "anchorPreference(key:value:transform:)",
            "let n = Text(\"n\").anchorPreference(key: M.self, value: .bounds) { $0 }"
        ),
    ]

    /// The folder of the built modules: the one beside the test bundle, or the package's debug
    /// build's.
    static func modulesDirectory() -> URL? {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        let candidates = [
            executable.deletingLastPathComponent().appending(path: "Modules"),
            executable.deletingLastPathComponent().deletingLastPathComponent().appending(path: "Modules"),
            root.appending(path: ".build/debug/Modules"),
        ]
        return candidates.first {
            FileManager.default.fileExists(atPath: $0.appending(path: "TermNavCore.swiftmodule").path)
        }
    }

    @Test func eachUseStopsAtOneErrorNamingTheAPIAndWhy() throws {
        let modules = try #require(Self.modulesDirectory(), "the built TermNavCore module")
        let file = FileManager.default.temporaryDirectory.appending(
            path: "termnav-unavailable-\(UUID()).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        let header = ["import Foundation", "import TermNavCore"]
        let source = (header + Self.uses.map(\.code)).joined(separator: "\n") + "\n"
        try source.write(to: file, atomically: true, encoding: .utf8)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", modules.path, file.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let diagnostics = String(decoding: data, as: UTF8.self)
        #expect(process.terminationStatus != 0)

        let errors = diagnostics.split(separator: "\n").filter { $0.contains(": error: ") }
        for (index, use) in Self.uses.enumerated() {
            let line = header.count + index + 1
            let onLine = errors.filter { $0.contains("\(file.lastPathComponent):\(line):") }
            // Each error names the API, says it is unavailable and why, the message starting
            // with the API's name: nothing else about the use is an error.
            #expect(!onLine.isEmpty, "line \(line), \(use.api): no error")
            #expect(
                onLine.allSatisfy { $0.contains("'\(use.api)' is unavailable: \(use.api): ") },
                "line \(line), \(use.api): \(onLine)")
        }
    }
}
