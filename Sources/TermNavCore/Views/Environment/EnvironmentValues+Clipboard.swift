/// Where a screen's views put text on the system's clipboard: the engine's, through the
/// terminal.
struct ClipboardKey: EnvironmentKey {
    static var defaultValue: (String) -> Bool { { _ in false } }
}

extension EnvironmentValues {
    /// Puts text on the system's clipboard and says so on the help line, telling whether it was
    /// sent (`false` where the terminal has no clipboard or `TERMNAV_CLIPBOARD=0`).
    var copyToClipboard: (String) -> Bool {
        get { self[ClipboardKey.self] }
        set { self[ClipboardKey.self] = newValue }
    }
}
