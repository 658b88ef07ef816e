import TermNav

/// The `files` app's root view: a navigation stack of directories, starting at `root`, with
/// the marks and the hidden-files switch shared by every screen.
struct FilesBrowser: View {
    /// The directory to start in.
    let root: FileLocation
    /// The pick session under `--pick`, else `nil`.
    let picking: PickSession?
    /// The marked files, across every directory.
    @State private var marks: Set<FileLocation> = []
    /// Whether names starting with a dot are shown.
    @State private var showsHidden = false

    var body: some View {
        NavigationStack {
            DirectoryScreen(
                location: root, title: root.path, marks: $marks, showsHidden: $showsHidden, picking: picking)
        }
    }
}
