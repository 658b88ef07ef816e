import CNcurses

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// How an app ends after Ctrl-C, once the terminal is given back.
enum InterruptedExit {
    /// Ends the process by SIGINT, as any interrupted command does, so that a shell reports
    /// status 130 and a script running the app stops; what stdio holds for standard output is
    /// sent first.
    static func end() -> Never {
        tn_flush_standard_output()
        _ = tn_default_disposition(SIGINT)
        tn_unblock_signal(SIGINT)
        _ = raise(SIGINT)
        exit(128 + SIGINT)
    }
}
