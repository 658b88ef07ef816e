/// The figures of a run as a whole: first frame, memory, the burst, and whether the screen
/// stayed exact.
public struct RunMeasurement: Sendable {
    /// The run.
    public let run: BenchmarkRun
    /// From starting the program to the last byte of its first complete frame, in milliseconds
    /// (headless: building the engine and drawing the first frame).
    public var firstFrameMilliseconds: Double?
    /// The program's peak resident memory (`VmHWM`), in megabytes; `nil` headless.
    public var peakResidentMegabytes: Double?
    /// The program's private memory at the end of its run (the pages it shares with no other
    /// process), in megabytes; `nil` headless.
    public var privateMegabytes: Double?
    /// From writing 10,000 Down keys at once to the last byte of the settled screen, in
    /// milliseconds (headless: the CPU time to handle and draw them one by one).
    public var burstMilliseconds: Double?
    /// The program's CPU time over the burst, in milliseconds.
    public var burstCPUMilliseconds: Double?
    /// How many Down keys the burst sent.
    public var burstKeys = 0
    /// Whether the screen after the burst showed the expected row and was identical to a full
    /// repaint (Ctrl-L) of it.
    public var burstExact: Bool?
    /// Whether every screen checked against a full repaint (after the Down, PgDn and push/pop
    /// keys) matched it.
    public var screensExact: Bool?
    /// What went wrong, when the run could not be completed.
    public var error: String?

    /// An empty measurement of a run, filled in as it goes.
    /// - Parameter run: The run.
    public init(run: BenchmarkRun) {
        self.run = run
    }
}
