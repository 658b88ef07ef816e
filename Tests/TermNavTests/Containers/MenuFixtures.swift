import TermNav

/// A shelf of books with every kind of menu: one in a row with sections, dividers, a disabled
/// button and menus nested two deep; a context menu on a row; a menu with a primary action;
/// and a toolbar menu with a toggle. What was chosen shows on the screen.
struct MenuShelf: View {
    @State private var chosen = "nothing"
    @State private var showsSpines = true

    var body: some View {
        NavigationStack {
            List {
                Menu("Sort") {
                    Button("By Title", systemImage: "book") { chosen = "by title" }
                    Button("By Date") { chosen = "by date" }
                        .disabled(true)
                    Section("Direction") {
                        Button("Ascending") { chosen = "ascending" }
                        Button("Descending") { chosen = "descending" }
                    }
                    Menu("More") {
                        Button("Archive") { chosen = "archive" }
                        Divider()
                        Menu("Danger") {
                            Button("Delete All", role: .destructive) { chosen = "delete all" }
                        }
                    }
                }
                Text("Dune")
                    .contextMenu {
                        Button("Copy Link", systemImage: "link") { chosen = "link to Dune" }
                        Button("Delete", role: .destructive) { chosen = "delete Dune" }
                    }
                Menu("Add") {
                    Button("Photo") { chosen = "photo" }
                } primaryAction: {
                    chosen = "quick add"
                }
                Text("Chosen: \(chosen)")
            }
            .navigationTitle("Shelf")
            .toolbar {
                ToolbarItem {
                    Menu("View") {
                        Toggle("Spines", isOn: $showsSpines)
                        Button("Reset") { chosen = "reset" }
                    }
                }
            }
        }
    }
}
