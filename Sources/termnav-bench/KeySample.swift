/// What one key cost.
struct KeySample {
    /// The program's CPU time for the key, in milliseconds.
    let cpuMilliseconds: Double
    /// Bytes written to the terminal (terminal runs only).
    let bytes: Double?
    /// The floor for the change it drew (terminal runs only).
    let floorBytes: Double?
    /// From writing the key to the last byte of its frame, in milliseconds (terminal runs only).
    let latencyMilliseconds: Double?
    /// Whether the list's rows changed text: it scrolled, rather than moved its highlight.
    let scrolled: Bool
}
