/// The key of ``EnvironmentValues/speaksLines``.
private struct SpeaksLinesKey: EnvironmentKey {
    static let defaultValue = false
}

extension EnvironmentValues {
    /// Whether the app is in the linear mode (docs/Accessibility.md), where nothing is drawn and
    /// each change is said as a line: the engine gives every screen its own, in every frame.
    /// Content that only moves (a spinner, a timer's bar) stands still there.
    var speaksLines: Bool {
        get { self[SpeaksLinesKey.self] }
        set { self[SpeaksLinesKey.self] = newValue }
    }
}
