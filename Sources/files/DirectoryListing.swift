#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory's entries, read once when its screen opens, or why they could not be read.
///
/// Reading never fails loudly: an unreadable directory, or one that vanished, is a state the
/// screen shows in place of the listing.
struct DirectoryListing: Sendable {
    /// Every entry, directories first, then in natural order.
    let entries: [FileEntry]
    /// The entries whose names do not start with a dot, in the same order.
    let visibleEntries: [FileEntry]
    /// Why the directory could not be read, or `nil`.
    let failure: String?

    /// Reads a directory.
    /// - Parameter location: The directory.
    init(reading location: FileLocation) {
        guard let directory = opendir(location.cString) else {
            let code = errno
            entries = []
            visibleEntries = []
            failure = Self.describe(code)
            return
        }
        defer { closedir(directory) }
        var read: [FileEntry] = []
        while let record = readdir(directory) {
            let name = withUnsafeBytes(of: record.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name == [UInt8(ascii: ".")] || name == [UInt8(ascii: "."), UInt8(ascii: ".")] { continue }
            read.append(Self.entry(named: name, type: record.pointee.d_type, in: location))
        }
        read.sort(by: NaturalOrder.precedes)
        entries = read
        visibleEntries = read.filter { !$0.isHidden }
        failure = nil
    }

    /// The entries to show.
    /// - Parameter showsHidden: Whether names starting with a dot are shown.
    func entries(showingHidden showsHidden: Bool) -> [FileEntry] {
        showsHidden ? entries : visibleEntries
    }

    /// The message for a directory that could not be read.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOENT: "This folder no longer exists."
        case EACCES, EPERM: "This folder cannot be read: permission denied."
        case ENOTDIR: "This is no longer a folder."
        default: "This folder cannot be read: \(String(cString: strerror(code)))."
        }
    }

    /// An entry: its kind from the directory itself where the filesystem says it, else (a link,
    /// an unknown type) from what `stat` says of its target; no call per plain file, so a
    /// folder of 100,000 entries reads at once.
    private static func entry(named name: [UInt8], type: UInt8, in directory: FileLocation) -> FileEntry {
        let location = directory.appending(name)
        let kind: FileEntry.Kind
        switch Int32(type) {
        case Int32(DT_DIR): kind = .directory
        case Int32(DT_REG): kind = .file
        case Int32(DT_LNK), Int32(DT_UNKNOWN): kind = targetKind(of: location)
        default: kind = .other
        }
        return FileEntry(
            nameBytes: name, location: location, kind: kind, isLink: Int32(type) == Int32(DT_LNK),
            sortKey: NaturalOrder.key(name))
    }

    /// What a path leads to, following links.
    private static func targetKind(of location: FileLocation) -> FileEntry.Kind {
        var target = stat()
        guard stat(location.cString, &target) == 0 else { return .other }
        switch target.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file
        default: return .other
        }
    }
}
