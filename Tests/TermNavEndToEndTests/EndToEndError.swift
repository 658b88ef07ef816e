import Foundation

/// Why an end-to-end test could not drive its program: each case describes itself in full.
enum EndToEndError: Error, CustomStringConvertible {
    /// tmux is not on `PATH` although `TERMNAV_REQUIRE_TMUX=1` asks for it.
    case tmuxNotFound(searched: [String])
    /// A tmux command ended with a nonzero status.
    case tmuxFailed(arguments: [String], status: Int32, standardError: String)
    /// A program of the package was not found among the places tried.
    case executableNotFound(name: String, tried: [String])
    /// A program could not be started; `errno` is the error `posix_spawn` returned.
    case spawnFailed(command: [String], errno: Int32)
    /// A process was still running when its time ran out, and was terminated.
    case timedOut(command: [String], seconds: Double)
    /// A helper command (such as `stty`) ended with a nonzero status.
    case commandFailed(String, status: Int32, standardError: String)

    /// A message that says what failed and what to do about it.
    var description: String {
        switch self {
        case .tmuxNotFound(let searched):
            "tmux is required (TERMNAV_REQUIRE_TMUX=1) but was not found on PATH; searched: "
                + (searched.isEmpty ? "(PATH is empty)" : searched.joined(separator: ", "))
                + ". Install it (Debian: apt-get install tmux)."
        case .tmuxFailed(let arguments, let status, let standardError):
            "tmux \(arguments.joined(separator: " ")) failed with status \(status): \(standardError)"
        case .executableNotFound(let name, let tried):
            "could not find the '\(name)' executable; tried:\n"
                + tried.map { "  \($0)" }.joined(separator: "\n")
                + "\nBuild it (swift build --product \(name)) or set \(BuildProducts.directoryVariable) "
                + "to the directory that holds it."
        case .spawnFailed(let command, let errno):
            "could not start \(command.joined(separator: " ")): \(String(cString: strerror(errno)))"
        case .timedOut(let command, let seconds):
            "\(command.joined(separator: " ")) did not finish within \(seconds) s and was terminated"
        case .commandFailed(let command, let status, let standardError):
            "\(command) failed with status \(status): \(standardError)"
        }
    }
}
