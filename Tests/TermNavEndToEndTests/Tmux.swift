import Foundation

/// Whether tmux is here, and whether its absence skips the terminal tests or fails them.
///
/// Tests that need a real terminal carry the ``Testing/Trait/requiresTmux`` trait: they run when
/// tmux is on `PATH` and are skipped when it is not, unless the environment sets
/// `TERMNAV_REQUIRE_TMUX=1` (CI does), in which case they run and fail with
/// ``EndToEndError/tmuxNotFound(searched:)``.
enum Tmux {
    /// The environment variable that turns a missing tmux from a skip into a failure.
    static let requirementVariable = "TERMNAV_REQUIRE_TMUX"

    /// The directories of `PATH`, in order.
    static let searchPath: [String] =
        (ProcessInfo.processInfo.environment["PATH"] ?? "")
        .split(separator: ":").map(String.init)

    /// The tmux executable found on `PATH`, or `nil`.
    static let executable: URL? =
        searchPath
        .map { URL(fileURLWithPath: $0).appendingPathComponent("tmux") }
        .first { FileManager.default.isExecutableFile(atPath: $0.path) }

    /// Whether tmux is installed.
    static var isAvailable: Bool { executable != nil }

    /// Whether the environment demands tmux (`TERMNAV_REQUIRE_TMUX=1`), so that its absence fails.
    static var isRequired: Bool { ProcessInfo.processInfo.environment[requirementVariable] == "1" }

    /// Whether tests that need tmux should run: when it is there, or when it is required.
    static var testsShouldRun: Bool { isAvailable || isRequired }

    /// The tmux executable.
    /// - Returns: Its location on `PATH`.
    /// - Throws: ``EndToEndError/tmuxNotFound(searched:)`` when it is not installed.
    static func requireExecutable() throws -> URL {
        guard let executable else { throw EndToEndError.tmuxNotFound(searched: searchPath) }
        return executable
    }
}
