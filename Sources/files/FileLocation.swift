/// A place in the filesystem, as the bytes of its path: file names need not be UTF-8, and the
/// path handed to the system (or printed by `--pick`) must be the one on disk.
struct FileLocation: Hashable, Sendable {
    /// The path's bytes, without a terminating zero.
    let bytes: [UInt8]

    /// A location from a path typed by the user (an argument, `--path`).
    init(_ path: String) {
        bytes = Array(path.utf8)
    }

    /// A location from a path's bytes.
    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// The entry called `name` inside this directory.
    /// - Parameter name: The entry's name, as bytes.
    /// - Returns: Its location.
    func appending(_ name: [UInt8]) -> FileLocation {
        if bytes.last == UInt8(ascii: "/") { return FileLocation(bytes: bytes + name) }
        return FileLocation(bytes: bytes + [UInt8(ascii: "/")] + name)
    }

    /// The path as text, invalid UTF-8 shown as U+FFFD; TermNav draws control characters
    /// safely, so it may hold any byte.
    var path: String { String(decoding: bytes, as: UTF8.self) }

    /// The last component of the path (the whole path for `/`).
    var lastComponent: String {
        let trimmed = bytes.last == UInt8(ascii: "/") && bytes.count > 1 ? Array(bytes.dropLast()) : bytes
        guard let slash = trimmed.lastIndex(of: UInt8(ascii: "/")), slash < trimmed.count - 1 else {
            return String(decoding: trimmed, as: UTF8.self)
        }
        return String(decoding: trimmed[(slash + 1)...], as: UTF8.self)
    }

    /// The path as a C string, for the system's calls (`opendir(location.cString)`).
    var cString: [CChar] { bytes.map { CChar(bitPattern: $0) } + [0] }
}
