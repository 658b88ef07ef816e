#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the details screen shows of a file, read once when it opens.
struct FileDetails: Sendable {
    /// The size in bytes.
    var size: Int64 = 0
    /// What the file is: "Regular file", "Directory", "Symbolic link"…
    var kind = ""
    /// The permissions, as `ls -l` writes them (`-rw-r--r--`).
    var permissions = ""
    /// The owner's name, or number when it has no name.
    var owner = ""
    /// When it was last modified, in local time (`2026-11-30 00:41`).
    var modified = ""
    /// Where a symbolic link points, or `nil`.
    var linkTarget: String?
    /// The preview: the first lines of a text file, a hex dump of a binary one.
    var preview: [String] = []
    /// Why the file could not be read, or `nil`.
    var failure: String?

    /// The most bytes read for the preview.
    static let previewBytes = 512
    /// The most lines of preview.
    static let previewLines = 12

    /// Reads a file's details.
    /// - Parameter location: The file.
    init(reading location: FileLocation) {
        let path = location.cString
        var info = stat()
        guard lstat(path, &info) == 0 else {
            failure = errno == ENOENT ? "This file no longer exists." : String(cString: strerror(errno))
            return
        }
        if (info.st_mode & S_IFMT) == S_IFLNK {
            var buffer = [CChar](repeating: 0, count: 4096)
            let count = readlink(path, &buffer, buffer.count)
            if count >= 0 {
                linkTarget = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            }
            var target = stat()
            if stat(path, &target) == 0 { info = target }
        }
        size = Int64(info.st_size)
        kind = Self.kind(of: info.st_mode, isLink: linkTarget != nil)
        permissions = Self.permissions(info.st_mode)
        owner = Self.owner(info.st_uid)
        modified = Self.time(info.st_mtim.tv_sec)
        if (info.st_mode & S_IFMT) == S_IFREG { preview = FilePreview.lines(of: location) }
    }

    /// The size as people read it (`1.5 KB`) and exactly (`1,536 bytes`).
    var sizeText: String {
        size < 1024 ? ByteCount.exact(size) : "\(ByteCount.human(size)) (\(ByteCount.exact(size)))"
    }

    private static func kind(of mode: mode_t, isLink: Bool) -> String {
        let base: String
        switch mode & S_IFMT {
        case S_IFDIR: base = "Folder"
        case S_IFREG: base = "File"
        case S_IFCHR: base = "Character device"
        case S_IFBLK: base = "Block device"
        case S_IFIFO: base = "Named pipe"
        case S_IFSOCK: base = "Socket"
        case S_IFLNK: base = "Broken link"
        default: base = "Unknown"
        }
        return isLink && base != "Broken link" ? "Link to \(base.lowercased())" : base
    }

    private static func permissions(_ mode: mode_t) -> String {
        let type: Character
        switch mode & S_IFMT {
        case S_IFDIR: type = "d"
        case S_IFLNK: type = "l"
        case S_IFCHR: type = "c"
        case S_IFBLK: type = "b"
        case S_IFIFO: type = "p"
        case S_IFSOCK: type = "s"
        default: type = "-"
        }
        let letters: [(mode_t, Character)] = [
            (S_IRUSR, "r"), (S_IWUSR, "w"), (S_IXUSR, "x"), (S_IRGRP, "r"), (S_IWGRP, "w"), (S_IXGRP, "x"),
            (S_IROTH, "r"), (S_IWOTH, "w"), (S_IXOTH, "x"),
        ]
        return String(type) + String(letters.map { mode & $0.0 != 0 ? $0.1 : "-" })
    }

    private static func owner(_ uid: uid_t) -> String {
        guard let record = getpwuid(uid), let name = record.pointee.pw_name else { return "\(uid)" }
        return String(cString: name)
    }

    private static func time(_ seconds: time_t) -> String {
        var value = seconds
        var parts = tm()
        guard localtime_r(&value, &parts) != nil else { return "" }
        var buffer = [CChar](repeating: 0, count: 32)
        let count = strftime(&buffer, buffer.count, "%Y-%m-%d %H:%M", &parts)
        return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
