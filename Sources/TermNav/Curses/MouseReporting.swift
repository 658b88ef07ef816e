#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The sequences that turn the terminal's mouse reporting on and off: button presses and the
/// wheel (mode 1000), reported in SGR form (mode 1006), never motion.
///
/// Reporting is on while TermNav has the terminal, unless `TERMNAV_MOUSE` is `0`; it is turned
/// off whenever the terminal is given back (quit, a signal, a crash, a suspension), so the shell
/// never receives mouse reports.
enum MouseReporting {
    /// The environment variable that turns mouse support off when it is `0`.
    static let variable = "TERMNAV_MOUSE"
    /// Turns reporting on: presses and the wheel, in SGR form.
    static let on = Array("\u{1B}[?1000h\u{1B}[?1006h".utf8)
    /// Turns reporting off again.
    static let off = Array("\u{1B}[?1006l\u{1B}[?1000l".utf8)

    /// Whether the environment leaves mouse support on (`TERMNAV_MOUSE` unset or not `0`).
    static var isWanted: Bool {
        guard let raw = getenv(variable) else { return true }
        return String(cString: raw) != "0"
    }
}
