#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs a shell command line and reads what it prints, for the few tools the benchmark asks
/// (`infocmp`, `date`, `git`, `swift build`).
enum ShellCommand {
    /// Runs `/bin/sh -c command`.
    /// - Parameter command: The command line.
    /// - Returns: Its standard output and exit status, or `nil` when it could not be started.
    static func run(_ command: String) -> (output: String, status: Int32)? {
        guard let stream = popen(command, "r") else { return nil }
        var output: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, stream) }
            if count == 0 { break }
            output += buffer[0..<count]
        }
        let status = pclose(stream)
        return (String(decoding: output, as: UTF8.self), (status & 0x7F) == 0 ? (status >> 8) & 0xFF : -1)
    }

    /// A command's first line of output, when it succeeded.
    /// - Parameter command: The command line.
    /// - Returns: The line, trimmed, or `nil`.
    static func line(_ command: String) -> String? {
        guard let result = run(command), result.status == 0 else { return nil }
        let line = result.output.split(separator: "\n").first.map(String.init) ?? ""
        return line.isEmpty ? nil : line
    }

    /// Quotes a word for the shell.
    /// - Parameter word: The word.
    /// - Returns: The word in single quotes.
    static func quote(_ word: String) -> String {
        "'" + word.split(separator: "'", omittingEmptySubsequences: false).joined(separator: "'\\''") + "'"
    }
}
