#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// What ncurses writes, sent nowhere for a while: when the app starts or ends in the linear
/// mode, ncurses's own start (the alternate screen, a cleared screen) and goodbye must not
/// reach the terminal, whose screen holds the shell's lines.
enum DiscardedOutput {
    /// Runs `body` with the descriptor under `stream` pointing at `/dev/null`, the stream
    /// flushed there before the descriptor is put back. Where `/dev/null` cannot be opened,
    /// `body` runs with its output going where it goes.
    /// - Parameters:
    ///   - stream: The stream ncurses writes to; `nil` runs `body` as it is.
    ///   - body: The ncurses calls whose output is discarded.
    static func run(stream: UnsafeMutablePointer<FILE>?, _ body: () -> Void) {
        guard let stream else { return body() }
        let descriptor = fileno(stream)
        let saved = dup(descriptor)
        let nowhere = open("/dev/null", O_WRONLY)
        defer {
            if saved >= 0 { _ = close(saved) }
            if nowhere >= 0 { _ = close(nowhere) }
        }
        guard saved >= 0, nowhere >= 0, dup2(nowhere, descriptor) >= 0 else { return body() }
        body()
        _ = fflush(stream)
        _ = dup2(saved, descriptor)
    }
}
