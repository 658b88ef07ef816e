import TermNav

/// "Menus": a menu in a row with a section, a divider and menus nested two deep; a menu with a
/// primary action; a context menu on a row (`m` or a right click); and a menu in the toolbar
/// with a toggle. The last row says what was chosen.
struct MenusScreen: View {
    @State private var chosen = "Nothing yet"
    @State private var showsCovers = true

    var body: some View {
        List {
            Menu("Sort") {
                Button("By Title") { chosen = "Sorted by title" }
                Button("By Author") { chosen = "Sorted by author" }
                Button("By Date") { chosen = "Sorted by date" }
                    .disabled(true)
                Section("Order") {
                    Button("Ascending") { chosen = "Ascending" }
                    Button("Descending") { chosen = "Descending" }
                }
                Menu("More", systemImage: "ellipsis") {
                    Button("Export", systemImage: "doc") { chosen = "Exported" }
                    Divider()
                    Menu("Danger") {
                        Button("Delete All", systemImage: "trash", role: .destructive) {
                            chosen = "Deleted all"
                        }
                    }
                }
            }
            Menu("New Book") {
                Button("From a Template") { chosen = "New from a template" }
                Button("From the Clipboard") { chosen = "New from the clipboard" }
            } primaryAction: {
                chosen = "New book"
            }
            Text("Dune")
                .contextMenu {
                    Button("Copy Link", systemImage: "link") { chosen = "Copied a link to Dune" }
                    Button("Delete", systemImage: "trash", role: .destructive) { chosen = "Deleted Dune" }
                }
            LabeledContent("Chosen", value: chosen)
        }
        .navigationTitle("Menus")
        .toolbar {
            ToolbarItem {
                Menu("View") {
                    Toggle("Covers", isOn: $showsCovers)
                    Button("Reset") { chosen = "Reset" }
                }
            }
        }
    }
}
