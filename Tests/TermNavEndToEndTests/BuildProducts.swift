import Foundation

/// Finds the package's programs (the `books` example) that `swift build` put beside the tests.
///
/// The test binary lives in the build products directory, e.g.
/// `.build/x86_64-unknown-linux-gnu/debug/TermNavPackageTests.xctest`, and the executables that
/// the test target depends on are built next to it. The places tried, in order:
/// 1. `$TERMNAV_BUILD_PRODUCTS`, when set, and then nothing else, so a wrong setting fails loudly;
/// 2. the directory of the running test executable (`Bundle.main.executableURL`);
/// 3. the directory of `CommandLine.arguments[0]`, resolved against the working directory;
/// 4. the directory holding each loaded `.xctest` bundle (on macOS the bundle is a directory);
/// 5. `.build/debug` of the package that holds this source file (`#filePath`).
enum BuildProducts {
    /// The environment variable that names the build products directory outright.
    static let directoryVariable = "TERMNAV_BUILD_PRODUCTS"

    /// The location of a program built by the package.
    /// - Parameters:
    ///   - name: The executable product's name, such as `"books"`.
    ///   - filePath: The caller's source file, for the last fallback; leave the default.
    /// - Returns: The first executable file of that name among the candidate directories.
    /// - Throws: ``EndToEndError/executableNotFound(name:tried:)`` listing every path tried.
    static func executable(named name: String, filePath: String = #filePath) throws -> URL {
        let candidates = candidateDirectories(filePath: filePath).map { $0.appendingPathComponent(name) }
        if let found = candidates.first(where: isExecutableFile) {
            return found
        }
        throw EndToEndError.executableNotFound(name: name, tried: candidates.map(\.path))
    }

    /// Whether a path names an executable regular file (a symbolic link to one counts).
    private static func isExecutableFile(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory)
            && !isDirectory.boolValue && FileManager.default.isExecutableFile(atPath: url.path)
    }

    /// The directories to look in, in order, without repeats.
    /// - Parameter filePath: A source file of this test target.
    /// - Returns: The candidate build products directories.
    static func candidateDirectories(filePath: String) -> [URL] {
        let environment = ProcessInfo.processInfo.environment
        if let directory = environment[directoryVariable], !directory.isEmpty {
            return [URL(fileURLWithPath: directory)]
        }
        let workingDirectory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
        var directories: [URL] = []
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent())
        }
        if let first = CommandLine.arguments.first, !first.isEmpty {
            directories.append(
                URL(fileURLWithPath: first, relativeTo: workingDirectory).deletingLastPathComponent())
        }
        for bundle in Bundle.allBundles where bundle.bundlePath.hasSuffix(".xctest") {
            directories.append(bundle.bundleURL.deletingLastPathComponent())
        }
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent()  // TermNavEndToEndTests
            .deletingLastPathComponent()  // Tests
            .deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug"))

        var seen: Set<String> = []
        return directories.map { $0.standardizedFileURL.resolvingSymlinksInPath() }
            .filter { seen.insert($0.path).inserted }
    }
}
