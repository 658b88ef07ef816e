#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to the terminal with `write(2)`, all of them.
enum TerminalOutput {
    /// Writes every byte to a file descriptor: again after an interruption (`EINTR`) or a
    /// partial write, waiting for room when the descriptor is non-blocking (`EAGAIN`).
    /// - Parameters:
    ///   - bytes: The bytes.
    ///   - descriptor: The file descriptor; standard output by default.
    /// - Returns: Whether every byte was written; `false` when the terminal is gone.
    @discardableResult
    static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return true }
            var offset = 0
            while offset < buffer.count {
                let written = systemWrite(descriptor, base + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else if written < 0, errno == EAGAIN || errno == EWOULDBLOCK {
                    var request = pollfd(fd: descriptor, events: Int16(POLLOUT), revents: 0)
                    _ = poll(&request, 1, 1000)
                } else {
                    return false
                }
            }
            return true
        }
    }

    /// `write(2)`, named apart from ``write(_:to:)``.
    private static func systemWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
        #if canImport(Glibc)
            Glibc.write(descriptor, bytes, count)
        #elseif canImport(Musl)
            Musl.write(descriptor, bytes, count)
        #else
            Darwin.write(descriptor, bytes, count)
        #endif
    }
}
