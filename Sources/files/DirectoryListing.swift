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
            read.append(Self.entry(named: name, in: location))
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

    /// An entry, with what `lstat` and `stat` say of it.
    private static func entry(named name: [UInt8], in directory: FileLocation) -> FileEntry {
        let location = directory.appending(name)
        let path = location.cString
        var info = stat()
        let isLink = lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFLNK
        var target = stat()
        let kind: FileEntry.Kind
        var size: Int64 = 0
        if stat(path, &target) == 0 {
            switch target.st_mode & S_IFMT {
            case S_IFDIR: kind = .directory
            case S_IFREG: kind = .file
            default: kind = .other
            }
            size = Int64(target.st_size)
        } else {
            kind = .other
        }
        return FileEntry(
            nameBytes: name, location: location, kind: kind, isLink: isLink, size: size,
            sortKey: NaturalOrder.key(name))
    }
}
