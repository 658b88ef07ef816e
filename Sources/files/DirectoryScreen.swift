import TermNav

/// One directory: its entries, directories first, read once when the screen opens (and again
/// when it comes back into view, if it vanished meanwhile).
struct DirectoryScreen: View {
    /// The directory.
    let location: FileLocation
    /// The screen's title: the directory's name (the root's path); the breadcrumb joins them.
    let title: String
    /// The marked files.
    @Binding var marks: Set<FileLocation>
    /// Whether names starting with a dot are shown.
    @Binding var showsHidden: Bool
    /// The pick session under `--pick`.
    let picking: PickSession?
    /// The entries, once read.
    @State private var listing: DirectoryListing?
    @Environment(\.quit) private var quit

    var body: some View {
        content
            .navigationTitle(title)
            .onAppear { refresh() }
            .onKeyPress(".", help: showsHidden ? "hide dotfiles" : "dotfiles") {
                showsHidden.toggle()
                return .handled
            }
            .onKeyPress("r", help: "reload") {
                listing = DirectoryListing(reading: location)
                return .handled
            }
            .onKeyPress("p", help: picking != nil && !marks.isEmpty ? "pick marked" : nil) {
                guard let picking, !marks.isEmpty else { return .ignored }
                picking.choose(marks: marks, focused: nil)
                quit()
                return .handled
            }
            .onKeyPress("q", help: picking != nil ? "cancel" : nil, overridesKeyMap: picking != nil) {
                guard picking != nil else { return .ignored }
                quit(status: 1)
                return .handled
            }
    }

    @ViewBuilder private var content: some View {
        if let listing {
            if let failure = listing.failure {
                Text(verbatim: failure)
            } else if listing.entries(showingHidden: showsHidden).isEmpty {
                Text(
                    listing.entries.isEmpty
                        ? "This folder is empty." : "Only hidden files here (. shows them).")
            } else {
                List {
                    ForEach(listing.entries(showingHidden: showsHidden)) { entry in
                        FileRow(
                            entry: entry, marks: $marks, showsHidden: $showsHidden, picking: picking)
                    }
                }
            }
        } else {
            Text("Reading…")
        }
    }

    /// Reads the directory the first time, and again if it is gone (so the screen says so).
    private func refresh() {
        guard let listing, listing.failure == nil else {
            listing = DirectoryListing(reading: location)
            return
        }
        if !Self.exists(location) { self.listing = DirectoryListing(reading: location) }
    }

    private static func exists(_ location: FileLocation) -> Bool {
        FileSystem.isDirectory(location)
    }
}
