#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// The clocks the benchmark reads, in nanoseconds.
enum MonotonicClock {
    /// Nanoseconds on the monotonic clock.
    static func now() -> UInt64 {
        read(CLOCK_MONOTONIC)
    }

    /// Nanoseconds the calling thread has spent on the CPU.
    static func threadCPU() -> UInt64 {
        read(CLOCK_THREAD_CPUTIME_ID)
    }

    /// Milliseconds between two readings.
    static func milliseconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1_000_000
    }

    private static func read(_ clock: clockid_t) -> UInt64 {
        var time = timespec()
        clock_gettime(clock, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
