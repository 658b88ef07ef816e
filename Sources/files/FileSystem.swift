#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Questions `files` asks the filesystem outside a listing.
enum FileSystem {
    /// Whether a path leads to a directory (following links).
    static func isDirectory(_ location: FileLocation) -> Bool {
        var info = stat()
        return stat(location.cString, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
