/// What one kind of key cost in a run: CPU, bytes beside their floor, and latency.
public struct KeyMeasurement: Sendable {
    /// The run.
    public let run: BenchmarkRun
    /// The key: `Down` (the highlight moves), `Down+scroll` (the list scrolls a line), `PgDn`,
    /// `push` (Enter) or `pop` (Esc).
    public let key: String
    /// The program's CPU time per key, in milliseconds.
    public let cpuMilliseconds: SampleSummary?
    /// The bytes the program wrote per key.
    public let bytes: SampleSummary?
    /// The floor for each key's change (``RepaintFloor``).
    public let floorBytes: SampleSummary?
    /// Each key's bytes over its floor.
    public let bytesOverFloor: SampleSummary?
    /// From writing the key to the arrival of the last byte of its frame, in milliseconds.
    public let latencyMilliseconds: SampleSummary?

    /// Summarises the samples of one kind of key.
    /// - Parameters:
    ///   - run: The run.
    ///   - key: The key's name.
    ///   - cpu: CPU milliseconds per key.
    ///   - bytes: Bytes per key (empty headless).
    ///   - floor: Floor bytes per key (empty headless).
    ///   - latency: Milliseconds per key (empty headless).
    public init(
        run: BenchmarkRun, key: String, cpu: [Double], bytes: [Double] = [], floor: [Double] = [],
        latency: [Double] = []
    ) {
        self.run = run
        self.key = key
        cpuMilliseconds = SampleSummary(cpu)
        self.bytes = SampleSummary(bytes)
        floorBytes = SampleSummary(floor)
        bytesOverFloor = SampleSummary(
            zip(bytes, floor).map { bytes, floor in floor > 0 ? bytes / floor : (bytes > 0 ? .infinity : 1) })
        latencyMilliseconds = SampleSummary(latency)
    }
}
