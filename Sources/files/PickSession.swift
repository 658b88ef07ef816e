/// What `files --pick` chose, and where it goes: the chosen paths are written, one per line,
/// to standard output, which TermNav holds while it owns the terminal and writes out once the
/// terminal is given back.
final class PickSession {
    /// Writes the chosen paths.
    private let write: ([FileLocation]) -> Void
    /// What was chosen, once something was.
    private(set) var chosen: [FileLocation] = []

    /// A session that hands the chosen paths to `write`.
    /// - Parameter write: Writes the paths; the app writes them to standard output.
    init(write: @escaping ([FileLocation]) -> Void) {
        self.write = write
    }

    /// Chooses the marked files, or `focused` when none is marked, and writes them.
    /// - Parameters:
    ///   - marks: The marked files.
    ///   - focused: The file the user was on.
    func choose(marks: Set<FileLocation>, focused: FileLocation?) {
        let picked =
            marks.isEmpty
            ? (focused.map { [$0] } ?? []) : marks.sorted { $0.bytes.lexicographicallyPrecedes($1.bytes) }
        guard !picked.isEmpty else { return }
        chosen = picked
        write(picked)
    }
}
