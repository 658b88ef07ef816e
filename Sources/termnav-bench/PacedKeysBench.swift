#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Down keys sent one at a time at a person's pace, a few milliseconds apart, each once the
/// last one's frame is drawn: the CPU a key takes when caches have gone cold between keys, not
/// in a run of keys.
struct PacedKeysBench {
    /// The keys sent to each program.
    let keys: Int
    /// The idle gap after each key's frame, in milliseconds.
    let gapMilliseconds: Double

    /// Measures a program's CPU a key over its list of `rows` rows at 80×24.
    /// - Parameters:
    ///   - program: The program.
    /// - Returns: The mean CPU a key, in milliseconds.
    /// - Throws: A ``BenchError`` when the program cannot be run.
    func cpuPerKey(of program: ProgramUnderTest) throws(BenchError) -> Double {
        let session = try TerminalSession(
            executable: program.executable, arguments: program.arguments, width: 80, height: 24)
        defer { kill(session.pid, SIGKILL) }
        // The first frame, once the program has been silent a while.
        try session.wait(quiet: 300_000_000, timeout: 60_000_000_000) { _ in true }
        session.refreshThreads()
        let before = session.statistics.cpuNanoseconds()
        var gap = timespec(tv_sec: 0, tv_nsec: Int(gapMilliseconds * 1_000_000))
        for _ in 0..<keys {
            session.type([0x1B, 0x4F, 0x42])  // kcud1 in xterm's keypad mode: ESC O B
            try session.wait(quiet: 1_000_000, timeout: 10_000_000_000) { _ in true }
            nanosleep(&gap, nil)
        }
        let after = session.statistics.cpuNanoseconds()
        return Double(after - before) / 1_000_000 / Double(keys)
    }
}
