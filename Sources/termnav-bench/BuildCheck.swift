import TermNavBenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The build targets: a clean release build of the library and `books`, and the binary's size.
enum BuildCheck {
    /// Times `swift build -c release --product books` in an empty scratch directory.
    /// - Parameter packageRoot: The directory holding `Package.swift`.
    /// - Returns: The seconds it took, or a note on why it could not be timed.
    static func cleanBuildSeconds(packageRoot: String) -> Result<Double, BenchError> {
        let scratch = "/tmp/termnav-bench-clean-build-\(getpid())"
        let command =
            "cd \(ShellCommand.quote(packageRoot)) && rm -rf \(scratch) && "
            + "swift build -c release --product books --scratch-path \(scratch) >/dev/null 2>&1"
        let start = MonotonicClock.now()
        let result = ShellCommand.run(command)
        let seconds = MonotonicClock.milliseconds(from: start, to: MonotonicClock.now()) / 1_000
        _ = ShellCommand.run("rm -rf \(scratch)")
        guard let result, result.status == 0 else {
            return .failure(BenchError("the clean release build failed or could not start"))
        }
        return .success(seconds)
    }

    /// A file's size in megabytes (MiB).
    /// - Parameter path: The file.
    /// - Returns: Its size, or `nil` when it cannot be read.
    static func megabytes(of path: String) -> Double? {
        var information = stat()
        guard stat(path, &information) == 0 else { return nil }
        return Double(information.st_size) / 1_048_576
    }

    /// The directory `Package.swift` is in: the working directory, when it holds one.
    /// - Returns: The directory, or `nil`.
    static func packageRoot() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        let directory = String(
            decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        return access(directory + "/Package.swift", R_OK) == 0 ? directory : nil
    }
}
