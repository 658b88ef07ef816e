import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Turns `SIGWINCH` and `SIGCONT` into a byte on a pipe, so that the wait for input wakes up
/// when the terminal may have changed: resized, or handed to other programs while the app was
/// stopped.
///
/// The handlers only write one byte to the pipe (`write` is async-signal-safe; the pipe is
/// non-blocking, so a full pipe, which already says "look again", never blocks it); the
/// `SIGCONT` one first notes that the process was continued (``takeContinued()``). The reader
/// polls the pipe's other end beside standard input, empties it, and reports one resize for
/// however many signals came. ``install()`` runs before ncurses starts, so ncurses, which only
/// catches `SIGWINCH` when nobody else does, leaves it to TermNav; ``remove()`` puts the
/// previous dispositions back.
enum ResizeSignal {
    /// What the handlers read, allocated once, before the handlers are installed.
    private struct State {
        /// The pipe's write end while installed, else -1.
        var writeEnd: Int32 = -1
        /// The pipe's read end while installed, else -1.
        var readEnd: Int32 = -1
        /// `SIGWINCH`'s disposition before ours.
        var previous = sigaction()
        /// `SIGCONT`'s disposition before ours.
        var previousContinue = sigaction()
        /// Whether `SIGCONT` came since ``takeContinued()`` last looked.
        var wasContinued = false
    }

    /// The handler's state.
    private nonisolated(unsafe) static let state: UnsafeMutablePointer<State> = {
        let state = UnsafeMutablePointer<State>.allocate(capacity: 1)
        state.initialize(to: State())
        return state
    }()

    /// Makes the pipe and installs the handlers.
    /// - Returns: The pipe's read end, readable after each resize or continue; `nil` when the
    ///   pipe or the handlers could not be set up (resizes then go unnoticed) or they are
    ///   installed already.
    static func install() -> Int32? {
        let state = state
        guard state.pointee.readEnd < 0 else { return nil }
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        for end in ends {
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
        }
        state.pointee.readEnd = ends[0]
        state.pointee.writeEnd = ends[1]
        let handler: @convention(c) (Int32) -> Void = { _ in
            ResizeSignal.notify()
        }
        guard tn_install_restarting_handler(SIGWINCH, handler, &state.pointee.previous) == 0 else {
            closePipe()
            return nil
        }
        let continued: @convention(c) (Int32) -> Void = { _ in
            ResizeSignal.noteContinued()
        }
        state.pointee.wasContinued = false
        guard tn_install_restarting_handler(SIGCONT, continued, &state.pointee.previousContinue) == 0 else {
            _ = sigaction(SIGWINCH, &state.pointee.previous, nil)
            closePipe()
            return nil
        }
        return ends[0]
    }

    /// Puts the previous `SIGWINCH` and `SIGCONT` dispositions back and closes the pipe.
    static func remove() {
        let state = state
        guard state.pointee.readEnd >= 0 else { return }
        _ = sigaction(SIGCONT, &state.pointee.previousContinue, nil)
        _ = sigaction(SIGWINCH, &state.pointee.previous, nil)
        closePipe()
    }

    /// Whether the process was continued (`SIGCONT`) since the last call, which forgets it.
    static func takeContinued() -> Bool {
        let state = state
        guard state.pointee.wasContinued else { return false }
        state.pointee.wasContinued = false
        return true
    }

    /// Empties the pipe after a wake-up, so that the next wait blocks until the next resize.
    ///
    /// It reads only while the pipe has bytes, so it never blocks, even on a blocking pipe.
    /// - Parameter readEnd: The pipe's read end.
    /// - Returns: Whether the pipe still works: `false` when it reached its end or failed, and
    ///   is no use to wait on any more.
    static func drain(_ readEnd: Int32) -> Bool {
        var bytes = [UInt8](repeating: 0, count: 64)
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        while true {
            let ready = poll(&descriptor, 1, 0)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { return ready == 0 }
            guard Int32(descriptor.revents) & Int32(POLLNVAL) == 0 else { return false }
            let count = read(readEnd, &bytes, bytes.count)
            if count > 0 || (count < 0 && errno == EINTR) { continue }
            return count < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)
        }
    }

    /// The `SIGCONT` handler: notes the continue, then one byte on the pipe.
    private static func noteContinued() {
        state.pointee.wasContinued = true
        notify()
    }

    /// The `SIGWINCH` handler: one byte on the pipe, `errno` left as it was.
    private static func notify() {
        let savedErrno = errno
        var byte: UInt8 = 1
        _ = write(state.pointee.writeEnd, &byte, 1)
        errno = savedErrno
    }

    /// Closes both ends; called only while the handler is not installed.
    private static func closePipe() {
        let state = state
        let (readEnd, writeEnd) = (state.pointee.readEnd, state.pointee.writeEnd)
        state.pointee.readEnd = -1
        state.pointee.writeEnd = -1
        _ = close(readEnd)
        _ = close(writeEnd)
    }
}
