/// What a finished process left: how it ended and what it wrote.
struct ProcessOutput: Sendable {
    /// The exit code, or the signal number when ``wasSignaled`` is true.
    var status: Int32
    /// Whether a signal ended the process.
    var wasSignaled: Bool
    /// Everything written to standard output, decoded as UTF-8.
    var standardOutput: String
    /// Everything written to standard error, decoded as UTF-8.
    var standardError: String
}
