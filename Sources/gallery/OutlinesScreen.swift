import TermNav

/// "Outlines": settings in disclosure groups, one of them bound to the screen's state, and a
/// small file tree drawn by an outline group. → expands, ← collapses or goes up a level.
struct OutlinesScreen: View {
    /// A file or a folder; a folder's children may be empty.
    struct FileItem: Identifiable {
        let name: String
        var children: [FileItem]?
        var id: String { name }
    }

    static let files = [
        FileItem(
            name: "Sources",
            children: [
                FileItem(
                    name: "App", children: [FileItem(name: "main.swift"), FileItem(name: "Model.swift")]),
                FileItem(name: "Package.swift"),
            ]),
        FileItem(name: "Docs", children: [FileItem(name: "Guide.md")]),
        FileItem(name: "Empty", children: []),
        FileItem(name: "README.md"),
    ]

    @State private var showsAdvanced = false
    @State private var autoLock = true
    @State private var nightShift = false

    var body: some View {
        List {
            Section("Settings") {
                DisclosureGroup {
                    Toggle("Auto-Lock", isOn: $autoLock)
                    DisclosureGroup("Advanced", isExpanded: $showsAdvanced) {
                        Toggle("Night Shift", isOn: $nightShift)
                    }
                } label: {
                    Label("Display", systemImage: "gear")
                }
            }
            Section("Files") {
                OutlineGroup(Self.files, children: \.children) { file in
                    Label(file.name, systemImage: file.children == nil ? "doc" : "folder")
                }
            }
        }
        .navigationTitle("Outlines")
    }
}
