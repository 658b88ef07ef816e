import Testing

@testable import TermNav

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// `SIGWINCH` and `SIGCONT` as a byte on a pipe. The signal is sent to the process, not raised in the test's
/// thread, which may block it (test threads are pool threads).
@MainActor @Suite(.serialized) struct ResizeSignalTests {
    @Test func signalWritesToThePipeAndCanBeInstalledAgain() throws {
        let readEnd = try #require(ResizeSignal.install())
        defer { ResizeSignal.remove() }
        #expect(ResizeSignal.install() == nil)
        _ = kill(getpid(), SIGWINCH)
        _ = kill(getpid(), SIGWINCH)
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 10_000) == 1)
        #expect(ResizeSignal.drain(readEnd))
        #expect(poll(&descriptor, 1, 0) == 0)
        ResizeSignal.remove()
        _ = kill(getpid(), SIGWINCH)  // Back to its default: ignored.
        let again = try #require(ResizeSignal.install())
        _ = kill(getpid(), SIGWINCH)
        var next = pollfd(fd: again, events: Int16(POLLIN), revents: 0)
        #expect(poll(&next, 1, 10_000) == 1)
    }

    /// A continue after a stop wakes the reader too, and says so once.
    @Test func continueWritesToThePipeAndIsNotedOnce() throws {
        let readEnd = try #require(ResizeSignal.install())
        defer { ResizeSignal.remove() }
        #expect(!ResizeSignal.takeContinued())
        _ = kill(getpid(), SIGCONT)
        var descriptor = pollfd(fd: readEnd, events: Int16(POLLIN), revents: 0)
        #expect(poll(&descriptor, 1, 10_000) == 1)
        #expect(ResizeSignal.drain(readEnd))
        #expect(ResizeSignal.takeContinued())
        #expect(!ResizeSignal.takeContinued())
        _ = kill(getpid(), SIGWINCH)
        #expect(poll(&descriptor, 1, 10_000) == 1)
        #expect(!ResizeSignal.takeContinued(), "a resize is not a continue")
    }
}
