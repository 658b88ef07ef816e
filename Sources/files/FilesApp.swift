import TermNav

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `files`: a terminal file browser and picker, built on TermNav's public API only.
///
/// `files [PATH]` browses from PATH; `files --pick` prints the chosen paths once the terminal is
/// given back; `files --path sub/dir` opens deep. See docs/Files.md.
@main
struct FilesApp: App {
    /// The command line, parsed before the terminal is touched.
    let options: FilesOptions
    /// The pick session under `--pick`.
    let picking: PickSession?

    init() {
        options = Self.parseCommandLineOrExit()
        picking = options.pick ? PickSession(write: Self.writePaths) : nil
        guard FileSystem.isDirectory(FileLocation(options.root)) else {
            Self.writeAll(
                "files: '\(FilesOptions.UsageError.visible(options.root))' is not a folder\n", to: 2)
            exit(2)
        }
    }

    /// `--path`: the screens to open at start, by the names on their rows.
    var initialPath: [String] {
        options.path.map { DeepLink.labels(from: $0) } ?? []
    }

    var body: some Scene {
        WindowGroup {
            FilesBrowser(root: FileLocation(options.root), picking: picking)
        }
    }

    /// Writes the chosen paths to standard output, one per line, as their bytes on disk.
    private static func writePaths(_ paths: [FileLocation]) {
        writeAll(paths.flatMap { $0.bytes + [UInt8(ascii: "\n")] }, to: 1)
    }

    /// The options; for `--help`, the usage and exit 0; for a bad argument, one line on
    /// standard error and exit 2.
    private static func parseCommandLineOrExit() -> FilesOptions {
        do {
            let options = try FilesOptions.parse(Array(CommandLine.arguments.dropFirst()))
            if options.showHelp {
                writeAll(FilesOptions.usage, to: 1)
                exit(0)
            }
            return options
        } catch {
            writeAll("files: \(error) (see files --help)\n", to: 2)
            exit(2)
        }
    }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        writeAll(Array(text.utf8), to: descriptor)
    }

    private static func writeAll(_ bytes: [UInt8], to descriptor: Int32) {
        var bytes = bytes
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes {
                write(descriptor, $0.baseAddress, $0.count)
            }
            if written <= 0 { return }
            offset += written
        }
    }
}
