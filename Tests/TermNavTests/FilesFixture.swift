#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A directory tree for the `files` tests, made in a new temporary directory and removed by
/// ``remove()``:
///
/// ```
/// docs/notes/todo.txt     nested folders
/// locked/                 a folder nobody may read (mode 000)
/// many/f1 … f10000        10,000 files
/// .hidden                 a dotfile
/// bad<ESC>[31mname        a name with an escape character
/// data.bin                bytes 00 01 02 ff …
/// file2, file10           natural order
/// link -> readme.txt      a symbolic link
/// readme.txt              "hello\nworld\n"
/// x<FF>y                  a name that is not UTF-8
/// ```
struct FilesFixture {
    /// The tree's root.
    let root: String

    /// Makes the tree.
    /// - Parameter manyFiles: How many files `many/` holds.
    init(manyFiles: Int = 10_000) {
        var template = Array("/tmp/termnav-files-XXXXXX".utf8CString)
        let made = mkdtemp(&template)
        root = made.map { String(cString: $0) } ?? "/tmp/termnav-files-failed"
        for folder in ["docs", "docs/notes", "locked", "many"] { mkdir("\(root)/\(folder)", 0o755) }
        write("docs/notes/todo.txt", Array("buy milk\n".utf8))
        write("readme.txt", Array("hello\nworld\n".utf8))
        write("data.bin", [0, 1, 2, 0xFF, 0x41, 0x42, 0x0A, 0x7F, 0x80, 0x43])
        write(".hidden", [])
        write("file2", [])
        write("file10", [])
        write("bad\u{1B}[31mname", [])
        symlink("readme.txt", "\(root)/link")
        // A name that is not UTF-8: "x", 0xFF, "y".
        var raw = Array("\(root)/".utf8).map { CChar(bitPattern: $0) } + [120, -1, 121, 0]
        let invalid = open(&raw, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        if invalid >= 0 { close(invalid) }
        for number in 1...manyFiles { write("many/f\(number)", []) }
        chmod("\(root)/locked", 0)
    }

    /// Writes a file of the tree.
    func write(_ name: String, _ bytes: [UInt8]) {
        let descriptor = open("\(root)/\(name)", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard descriptor >= 0 else { return }
        _ = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        close(descriptor)
    }

    /// Whether this process can read folders it has no permission for (it runs as root).
    static var ignoresPermissions: Bool { geteuid() == 0 }

    /// Removes the tree.
    func remove() {
        chmod("\(root)/locked", 0o755)
        var command = Array("rm -rf '\(root)'".utf8CString)
        _ = command.withUnsafeMutableBufferPointer { system($0.baseAddress) }
    }
}

extension FilesFixture {
    /// Removes a file or folder of the tree, and all inside it.
    func removeItem(_ name: String) {
        var command = Array("rm -rf '\(root)/\(name)'".utf8CString)
        _ = command.withUnsafeMutableBufferPointer { system($0.baseAddress) }
    }
}
