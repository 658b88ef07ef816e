import TermNavBenchFixtures
import TermNavBenchKit
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs the measurements the options ask for, one program at a time, and gathers the report.
struct BenchRunner {
    /// The options.
    let options: BenchOptions
    /// The directory the package's programs were built into (beside `termnav-bench`).
    let productsDirectory: String
    /// The terminal's entry.
    let terminfo: Terminfo

    /// The measurements per key and per run, gathered so far.
    private(set) var keys: [KeyMeasurement] = []
    private(set) var runs: [RunMeasurement] = []
    /// Notes for the report: mismatched screens, failed runs.
    private(set) var notes: [String] = []

    /// A runner.
    /// - Parameters:
    ///   - options: The options.
    ///   - productsDirectory: Where `books`, `termnav-bench-fixture` and `termnav-floor` are.
    ///   - terminfo: The terminal's entry.
    init(options: BenchOptions, productsDirectory: String, terminfo: Terminfo) {
        self.options = options
        self.productsDirectory = productsDirectory
        self.terminfo = terminfo
    }

    /// The path of a program built beside the benchmark.
    /// - Parameter name: The program.
    /// - Returns: Its path.
    /// - Throws: A ``BenchError`` when it is not there.
    func executable(_ name: String) throws(BenchError) -> String {
        let path = productsDirectory + "/" + name
        guard access(path, X_OK) == 0 else {
            throw BenchError(
                "cannot find \(name) beside termnav-bench in \(productsDirectory); build it first "
                    + "(swift build -c release)")
        }
        return path
    }

    /// Runs everything: the terminal programs, then the headless lists.
    /// - Throws: A ``BenchError`` when a program is missing.
    mutating func runAll() throws(BenchError) {
        let phases = KeyPhases(
            keyCount: options.keyCount, pushCount: options.pushCount, burstKeys: options.burstKeys)
        if options.terminal {
            var makers: [(Int) -> ProgramUnderTest] = []
            for name in options.programs {
                switch name {
                case "books":
                    let path = try executable("books")
                    makers.append { ProgramUnderTest.books(executable: path, rows: $0) }
                case "hidden-links":
                    let path = try executable("termnav-bench-fixture")
                    makers.append { ProgramUnderTest.hiddenLinks(executable: path, rows: $0) }
                default:
                    let path = try executable("termnav-floor")
                    makers.append { ProgramUnderTest.floor(executable: path, rows: $0) }
                }
            }
            for (width, height) in options.sizes {
                for rows in options.rows {
                    for make in makers {
                        runTerminal(make(rows), width: width, height: height, phases: phases)
                    }
                }
            }
        }
        if options.headless {
            for (width, height) in options.sizes {
                for rows in options.rows {
                    runHeadless(
                        .booksLike(rows: rows), root: BookLikeList(count: rows), size: (width, height), phases
                    )
                    runHeadless(
                        .headlessHiddenLinks(rows: rows), root: HiddenLinkList(rows: rows),
                        size: (width, height), phases)
                }
            }
        }
    }

    /// One program in a pseudo-terminal: first frame, the key phases, memory, then quit.
    private mutating func runTerminal(_ program: ProgramUnderTest, width: Int, height: Int, phases: KeyPhases)
    {
        let run = BenchmarkRun(
            mode: .terminal, program: program.name, width: width, height: height,
            rows: program.name == "books" ? program.count - 1 : program.count)
        progress("terminal \(program.name) \(run.sizeName) N=\(NumberText.grouped(run.rows))")
        var measurement = RunMeasurement(run: run)
        do throws(BenchError) {
            let quiet = UInt64(options.quietMilliseconds * 1_000_000)
            // The first frame is one sample per start: the median of several starts.
            var firstFrames: [Double] = []
            for _ in 1..<options.starts {
                let start = try TerminalListDriver(
                    program: program, width: width, height: height, terminfo: terminfo, quiet: quiet)
                firstFrames.append(try start.firstFrame())
                _ = start.quit()
            }
            let driver = try TerminalListDriver(
                program: program, width: width, height: height, terminfo: terminfo, quiet: quiet)
            firstFrames.append(try driver.firstFrame())
            measurement.firstFrameMilliseconds = SampleSummary(firstFrames)?.median
            let outcome = try phases.run(on: driver)
            record(outcome, run: run, into: &measurement)
            measurement.peakResidentMegabytes = driver.peakResidentMegabytes()
            if driver.quit() != 0 {
                notes.append("\(describe(run)): the program did not exit cleanly on q")
            }
        } catch {
            measurement.error = error.description
            notes.append("\(describe(run)): \(error.description)")
            progress("  error: \(error.description)")
        }
        runs.append(measurement)
    }

    /// One list headless: first frame and the key phases, in this process.
    private mutating func runHeadless(
        _ program: ProgramUnderTest, root: some View, size: (Int, Int), _ phases: KeyPhases
    ) {
        let rows = program.name == "books-like" ? program.count - 1 : program.count
        let run = BenchmarkRun(
            mode: .headless, program: program.name, width: size.0, height: size.1, rows: rows)
        progress("headless \(program.name) \(run.sizeName) N=\(NumberText.grouped(run.rows))")
        var measurement = RunMeasurement(run: run)
        var firstFrames: [Double] = []
        for _ in 1..<options.starts {
            firstFrames.append(
                HeadlessListDriver(program: program, root: root, width: size.0, height: size.1)
                    .firstFrameMilliseconds)
        }
        let driver = HeadlessListDriver(program: program, root: root, width: size.0, height: size.1)
        firstFrames.append(driver.firstFrameMilliseconds)
        measurement.firstFrameMilliseconds = SampleSummary(firstFrames)?.median
        do throws(BenchError) {
            record(try phases.run(on: driver), run: run, into: &measurement)
        } catch {
            measurement.error = error.description
            notes.append("\(describe(run)): \(error.description)")
            progress("  error: \(error.description)")
        }
        runs.append(measurement)
    }

    /// Files an outcome's samples and checks.
    private mutating func record(
        _ outcome: KeyPhases.Outcome, run: BenchmarkRun, into measurement: inout RunMeasurement
    ) {
        for kind in ["Down", "Down+scroll", "PgDn", "push", "pop"] {
            guard let samples = outcome.samples[kind], !samples.isEmpty else { continue }
            keys.append(
                KeyMeasurement(
                    run: run, key: kind, cpu: samples.map(\.cpuMilliseconds),
                    bytes: samples.compactMap(\.bytes),
                    floor: samples.compactMap(\.floorBytes),
                    latency: samples.compactMap(\.latencyMilliseconds)))
        }
        if let burst = outcome.burst {
            measurement.burstKeys = options.burstKeys
            measurement.burstMilliseconds = burst.milliseconds
            measurement.burstCPUMilliseconds = burst.cpu
        }
        measurement.burstExact = outcome.burstExact
        measurement.screensExact = outcome.screensExact
        if let mismatch = outcome.mismatch { notes.append("\(describe(run)): \(mismatch)") }
    }

    private func describe(_ run: BenchmarkRun) -> String {
        "\(run.program) \(run.sizeName) N=\(NumberText.grouped(run.rows)) (\(run.mode.rawValue))"
    }

    /// A progress line on standard error.
    private func progress(_ line: String) {
        var bytes = Array("bench: \(line)\n".utf8)
        _ = write(2, &bytes, bytes.count)
    }
}
