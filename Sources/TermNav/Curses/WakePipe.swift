import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pipe that wakes the wait for input when the run loop has work of its own: a task's job, or
/// a change observed on a model, from any thread.
///
/// ``wake()`` writes one byte (the pipe is non-blocking, so a full pipe, which already says
/// "look", never blocks it); ``InputReader`` polls the read end beside standard input, empties
/// it, and reports one ``InputEvent/wake`` for however many bytes came. The loop's executor
/// wakes only when work arrives while none was queued, so a busy task writes rarely.
final class WakePipe: Sendable {
    /// The read end, polled by the input reader.
    let readEnd: Int32
    /// The write end while open, else -1; held while writing, so a close never races a write.
    private let writeEnd: Mutex<Int32>

    private init(readEnd: Int32, writeEnd: Int32) {
        self.readEnd = readEnd
        self.writeEnd = Mutex(writeEnd)
    }

    /// Makes the pipe.
    /// - Returns: The pipe; `nil` when none could be made (the loop then runs its work between
    ///   input events only).
    static func make() -> WakePipe? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        return WakePipe(readEnd: ends[0], writeEnd: ends[1])
    }

    /// Makes the read end readable; callable from any thread. Does nothing once closed.
    func wake() {
        writeEnd.withLock { end in
            guard end >= 0 else { return }
            var byte: UInt8 = 1
            while write(end, &byte, 1) < 0, errno == EINTR {}
        }
    }

    /// Closes both ends; later wake-ups do nothing.
    func close() {
        writeEnd.withLock { end in
            guard end >= 0 else { return }
            closeDescriptor(end)
            closeDescriptor(readEnd)
            end = -1
        }
    }
}

/// Closes a descriptor (the C library's `close`, which ``WakePipe/close()`` hides).
private func closeDescriptor(_ descriptor: Int32) {
    _ = close(descriptor)
}
