import TermNav

/// One entry's row: a directory pushes its listing (`›`); a file pushes its details, or under
/// `--pick` is chosen by Enter; Space marks a file (`✓`).
struct FileRow: View {
    /// The entry.
    let entry: FileEntry
    /// The marked files.
    @Binding var marks: Set<FileLocation>
    /// Whether names starting with a dot are shown.
    @Binding var showsHidden: Bool
    /// The pick session under `--pick`.
    let picking: PickSession?
    @Environment(\.quit) private var quit

    var body: some View {
        if entry.kind == .directory {
            NavigationLink(
                destination: DirectoryScreen(
                    location: entry.location, title: entry.name, marks: $marks, showsHidden: $showsHidden,
                    picking: picking)
            ) {
                Text(verbatim: entry.name)
            }
        } else if let picking {
            Button {
                picking.choose(marks: marks, focused: entry.location)
                quit()
            } label: {
                Text(verbatim: entry.name)
            }
            .navigationAccessory(marks.contains(entry.location) ? .checkmark : .none)
            .onKeyPress(.space, help: "mark") { toggleMark() }
        } else {
            NavigationLink(destination: FileDetailsScreen(entry: entry)) {
                Text(verbatim: entry.name)
            }
            .navigationAccessory(marks.contains(entry.location) ? .checkmark : .none)
            .onKeyPress(.space, help: "mark") { toggleMark() }
        }
    }

    private func toggleMark() -> KeyPress.Result {
        if marks.contains(entry.location) {
            marks.remove(entry.location)
        } else {
            marks.insert(entry.location)
        }
        return .handled
    }
}
