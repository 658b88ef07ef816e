import TermNavBenchFixtures
import TermNavBenchKit
import TermNavCore

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// Runs the measurements the options ask for, the terminal programs taking turns in rounds, and
/// gathers the report.
@MainActor
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
    /// The whole-list operations' figures, each with its name.
    private(set) var wholeList: [(String, String)] = []
    /// The Foundation floor's peak resident memory at each start, in megabytes.
    private(set) var foundationFloorSamples: [Double] = []
    /// What went wrong, when the Foundation floor could not be measured.
    private(set) var foundationFloorError: String?

    /// A runner.
    /// - Parameters:
    ///   - options: The options.
    ///   - productsDirectory: Where `books`, `termnav-bench-fixture`, `termnav-floor` and
    ///     `termnav-foundation-floor` are.
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
        if options.wholeList {
            let bench = WholeListBench(
                books: try executable("books"), rows: options.wholeListRows,
                floor: try? executable("termnav-floor"))
            wholeList = bench.run { progress($0) }
            progress("whole list: the / filter headless, beside the rows' views alone")
            wholeList.append(
                (
                    "headless / filter, N = \(options.wholeListRows)",
                    RowViewsBench(rows: options.wholeListRows).run()
                ))
        }
        let phases = KeyPhases(
            keyCount: options.keyCount, pushCount: options.pushCount, burstKeys: options.burstKeys)
        if options.terminal, options.lists {
            var makers: [(Int) -> ProgramUnderTest] = []
            for name in options.programs {
                switch name {
                case "books":
                    let path = try executable("books")
                    makers.append { ProgramUnderTest.books(executable: path, rows: $0) }
                case "hidden-links":
                    let path = try executable("termnav-bench-fixture")
                    makers.append { ProgramUnderTest.hiddenLinks(executable: path, rows: $0) }
                case "look":
                    let path = try executable("termnav-bench-fixture")
                    makers.append { ProgramUnderTest.look(executable: path, rows: $0) }
                default:
                    let path = try executable("termnav-floor")
                    makers.append { ProgramUnderTest.floor(executable: path, rows: $0) }
                }
            }
            // Every program takes its turn in each round, each round with a share of the keys;
            // the samples of all rounds are pooled.
            var pooled: [PooledRun] = []
            for (width, height) in options.sizes {
                for rows in options.rows {
                    for make in makers {
                        pooled.append(PooledRun(program: make(rows), width: width, height: height))
                    }
                }
            }
            let foundationFloor = try executable(Self.foundationFloorProgram)
            warmUp(makers.map { make in make(options.rows.first ?? 1_000) })
            measureFoundationFloor(foundationFloor, measured: false)
            let groups = pooled.count / max(1, makers.count)
            for round in 0..<options.rounds {
                let isLast = round == options.rounds - 1
                measureFoundationFloor(foundationFloor, measured: true)
                let share = KeyPhases(
                    keyCount: Self.share(options.keyCount, of: options.rounds),
                    pushCount: Self.share(phases.pushCount, of: options.rounds),
                    burstKeys: isLast ? phases.burstKeys : 0)
                // Each round starts at another size and N, so that no list is always the first
                // measured in a round.
                for step in 0..<groups {
                    let first = (step + round) % groups * makers.count
                    // The programs take the first turn in turn: when each had a stretch of the round
                    // to itself, the one that went first measured a few per cent more CPU per key
                    // than the same program going second.
                    let indices = (0..<makers.count).map { first + ($0 + round) % makers.count }
                    runTerminal(
                        &pooled, indices, phases: share,
                        starts: Self.share(options.starts, of: options.rounds), round: round + 1)
                }
            }
            for run in pooled { record(run) }
        }
        if options.terminal, options.typing {
            try runTyping()
        }
        if options.headless {
            var lists: [HeadlessList] = []
            for (width, height) in options.sizes {
                for rows in options.rows {
                    lists.append(
                        HeadlessList(
                            program: .booksLike(rows: rows), root: BookLikeList(count: rows),
                            width: width, height: height))
                    lists.append(
                        HeadlessList(
                            program: .headlessHiddenLinks(rows: rows), root: HiddenLinkList(rows: rows),
                            width: width, height: height))
                }
            }
            let firstFrames = Self.headlessFirstFrames(of: lists, starts: options.starts)
            for (index, list) in lists.enumerated() {
                runHeadless(list, firstFrames: firstFrames[index], phases)
            }
        }
    }

    /// The typing scenario at the first size: the form, then the searchable list.
    /// - Throws: A ``BenchError`` when the fixture is missing.
    private mutating func runTyping() throws(BenchError) {
        guard let (width, height) = options.sizes.first else { return }
        let bench = TypingBench(
            executable: try executable("termnav-bench-fixture"), terminfo: terminfo,
            quiet: UInt64(options.quietMilliseconds * 1_000_000), width: width, height: height)
        let form = BenchmarkRun(
            mode: .terminal, program: TargetEvaluator.formProgram, width: width, height: height,
            rows: TypingBench.formRows)
        progress("typing \(form.program) \(form.sizeName)")
        var formRun = RunMeasurement(run: form)
        do throws(BenchError) {
            let outcome = try bench.runForm(count: options.typingKeys)
            keys.append(measurement(outcome.typed, run: form, key: TargetEvaluator.typedKey))
            keys.append(measurement(outcome.downs, run: form, key: TargetEvaluator.formDownKey))
        } catch {
            formRun.error = error.description
            notes.append("\(describe(form)): \(error.description)")
            progress("  error: \(error.description)")
        }
        runs.append(formRun)
        guard options.searchKeys > 0 else { return }
        let search = BenchmarkRun(
            mode: .terminal, program: TargetEvaluator.searchableProgram, width: width, height: height,
            rows: options.searchRows)
        progress("typing \(search.program) \(search.sizeName) N=\(NumberText.grouped(search.rows))")
        var searchRun = RunMeasurement(run: search)
        do throws(BenchError) {
            let outcome = try bench.runSearchable(rows: options.searchRows, count: options.searchKeys)
            keys.append(measurement(outcome.echo, run: search, key: TargetEvaluator.echoKey))
            keys.append(measurement(outcome.filtered, run: search, key: TargetEvaluator.filteredKey))
        } catch {
            searchRun.error = error.description
            notes.append("\(describe(search)): \(error.description)")
            progress("  error: \(error.description)")
        }
        runs.append(searchRun)
    }

    /// One kind of key's samples as a measurement.
    private func measurement(_ samples: [KeySample], run: BenchmarkRun, key: String) -> KeyMeasurement {
        KeyMeasurement(
            run: run, key: key, cpu: samples.map(\.cpuMilliseconds), bytes: samples.compactMap(\.bytes),
            floor: samples.compactMap(\.floorBytes), latency: samples.compactMap(\.latencyMilliseconds))
    }

    /// A list measured headless: its program, root view and screen size.
    struct HeadlessList {
        /// The program's description.
        let program: ProgramUnderTest
        /// The root view.
        let root: any View
        /// Columns.
        let width: Int
        /// Lines.
        let height: Int

        /// A session on a headless terminal with its first frame drawn.
        @MainActor func start() -> HeadlessListDriver {
            HeadlessListDriver(program: program, root: root, width: width, height: height)
        }
    }

    /// The CPU milliseconds of each list's first frames, `starts` of each, taken in turns: one
    /// start of every list, then the next of every list, so a slow spell of the machine (a first
    /// frame takes a fifth of a millisecond, five of one list would fit in one) costs one sample of
    /// several lists rather than every sample of one. One start before them is not counted: the
    /// process's first session pays once for the Swift runtime's lazy setup (type metadata,
    /// protocol conformances), which the terminal programs' first frames above include.
    /// - Parameters:
    ///   - lists: The lists.
    ///   - starts: The starts per list; at least 1.
    /// - Returns: Per list, in order, its first frames.
    static func headlessFirstFrames(of lists: [HeadlessList], starts: Int) -> [[Double]] {
        var firstFrames = Array(repeating: [Double](), count: lists.count)
        guard let warmUp = lists.first else { return firstFrames }
        _ = warmUp.start()
        for _ in 0..<max(1, starts) {
            for (index, list) in lists.enumerated() {
                firstFrames[index].append(list.start().firstFrameMilliseconds)
            }
        }
        return firstFrames
    }

    /// Runs each terminal program once, unmeasured, with a few keys of each kind at the first
    /// size: the first program measured after the benchmark started, right after a build,
    /// measured 29 % more CPU per scrolling key in that round than in its next.
    /// - Parameter programs: The programs, at the first list length.
    private mutating func warmUp(_ programs: [ProgramUnderTest]) {
        guard let (width, height) = options.sizes.first else { return }
        let phases = KeyPhases(
            keyCount: min(options.keyCount, Self.warmUpKeys),
            pushCount: min(options.pushCount, Self.warmUpPushes),
            burstKeys: 0)
        for program in programs {
            progress("warm-up \(program.name) \(width)x\(height)")
            do throws(BenchError) {
                let driver = try start(program, width: width, height: height)
                _ = try driver.firstFrame()
                _ = try phases.run(on: driver)
                _ = driver.quit()
            } catch {
                // A program that cannot run fails again, and is reported, in the rounds.
                progress("  warm-up failed: \(error.description)")
            }
        }
    }

    /// The Foundation floor's executable: a Swift program that imports Foundation, prints one line
    /// and waits for a line on its input.
    static let foundationFloorProgram = "termnav-foundation-floor"

    /// What the Foundation floor prints first.
    static let foundationFloorBanner = "Foundation floor "

    /// The Foundation floor's peak resident memory: the highest of its starts, as a program's peak
    /// is the highest of its rounds.
    var foundationFloorMegabytes: Double? {
        foundationFloorSamples.max()
    }

    /// Starts the Foundation floor in a pseudo-terminal, waits for its line, reads its peak
    /// resident memory (`VmHWM`) as the other programs' is read, then ends it with a line on its
    /// input. Once it failed it is not started again.
    /// - Parameters:
    ///   - executable: Its path.
    ///   - measured: Whether the figure counts (the start before the first round does not).
    private mutating func measureFoundationFloor(_ executable: String, measured: Bool) {
        guard foundationFloorError == nil, let (width, height) = options.sizes.first else { return }
        progress("\(measured ? "" : "warm-up ")\(Self.foundationFloorProgram)")
        do throws(BenchError) {
            let session = try TerminalSession(
                executable: executable, arguments: [], width: width, height: height)
            try session.wait(quiet: 20_000_000, timeout: 30_000_000_000) { screen in
                screen.lines.contains { $0.hasPrefix(Self.foundationFloorBanner) }
            }
            guard let peak = session.statistics.peakResidentMegabytes() else {
                throw BenchError("cannot read its peak resident memory")
            }
            session.type(Array("q\r".utf8))
            if session.waitForExit(timeout: 5_000_000_000) != 0 {
                notes.append("\(Self.foundationFloorProgram): did not exit cleanly after a line on its input")
            }
            if measured { foundationFloorSamples.append(peak) }
        } catch {
            foundationFloorError = error.description
            notes.append("\(Self.foundationFloorProgram): \(error.description)")
            progress("  error: \(error.description)")
        }
    }

    /// The kinds of key measured, in the order they are reported.
    static let keyKinds = ["Down", "Down+scroll", "PgDn", "push", "pop"]

    /// Keys of each kind in a warm-up run.
    static let warmUpKeys = 100
    /// Enter/Esc pairs in a warm-up run.
    static let warmUpPushes = 20

    /// Starts a program in a pseudo-terminal of a size, to wait for its first frame.
    private func start(_ program: ProgramUnderTest, width: Int, height: Int) throws(BenchError)
        -> TerminalListDriver
    {
        try TerminalListDriver(
            program: program, width: width, height: height, terminfo: terminfo,
            quiet: UInt64(options.quietMilliseconds * 1_000_000))
    }

    /// What one terminal program gave over the rounds.
    struct PooledRun {
        /// The program.
        let program: ProgramUnderTest
        /// The terminal's columns.
        let width: Int
        /// The terminal's lines.
        let height: Int
        /// The key samples and checks of every round.
        var outcome = KeyPhases.Outcome()
        /// The first frames of every start.
        var firstFrames: [Double] = []
        /// The highest peak resident memory of the rounds.
        var peakResidentMegabytes: Double?
        /// The most private memory at the end of a round.
        var privateMegabytes: Double?
        /// What went wrong, when a round could not be completed.
        var error: String?

        /// The run it measures.
        var run: BenchmarkRun {
            BenchmarkRun(
                mode: .terminal, program: program.name, width: width, height: height,
                rows: program.name == "books" ? program.count - 1 : program.count)
        }
    }

    /// A round's share of a count: at least one.
    static func share(_ count: Int, of rounds: Int) -> Int {
        count == 0 ? 0 : max(1, (count + rounds - 1) / rounds)
    }

    /// One round of the programs at one size and N, each in its pseudo-terminal: their first
    /// frames one after another, then their key phases at once, in turns of a few keys
    /// (``Lockstep``), then their memory, and quit; added to what the rounds before gave.
    /// - Parameters:
    ///   - pooled: Every program's runs.
    ///   - indices: The programs of this size and N, the one to take the first turn first.
    ///   - phases: The keys of this round.
    ///   - starts: The starts of each program this round.
    ///   - round: The round, from 1.
    private mutating func runTerminal(
        _ pooled: inout [PooledRun], _ indices: [Int], phases: KeyPhases, starts: Int, round: Int
    ) {
        var started: [(index: Int, driver: TerminalListDriver)] = []
        for index in indices where pooled[index].error == nil {
            let run = pooled[index].run
            progress(
                "terminal \(run.program) \(run.sizeName) N=\(NumberText.grouped(run.rows)), round \(round) of \(options.rounds)"
            )
            do throws(BenchError) {
                let program = pooled[index].program
                let (width, height) = (pooled[index].width, pooled[index].height)
                for _ in 1..<starts {
                    let earlier = try start(program, width: width, height: height)
                    pooled[index].firstFrames.append(try earlier.firstFrame())
                    _ = earlier.quit()
                }
                let driver = try start(program, width: width, height: height)
                pooled[index].firstFrames.append(try driver.firstFrame())
                started.append((index, driver))
            } catch {
                fail(&pooled[index], error)
            }
        }
        let outcomes = Lockstep.run(started.map(\.driver), phases: phases)
        for ((index, driver), outcome) in zip(started, outcomes) {
            let run = pooled[index].run
            switch outcome {
            case .success(let outcome):
                progress("  \(run.program): " + Self.roundMedians(outcome))
                pooled[index].outcome.add(outcome)
                if let own = driver.privateMegabytes() {
                    pooled[index].privateMegabytes = max(pooled[index].privateMegabytes ?? 0, own)
                }
                if let peak = driver.peakResidentMegabytes() {
                    pooled[index].peakResidentMegabytes = max(pooled[index].peakResidentMegabytes ?? 0, peak)
                }
                if driver.quit() != 0 {
                    notes.append("\(describe(run)): the program did not exit cleanly on q")
                }
            case .failure(let error):
                fail(&pooled[index], error)
            }
        }
    }

    /// Notes why a program's round could not be completed; it takes no more rounds.
    private mutating func fail(_ pooled: inout PooledRun, _ error: BenchError) {
        pooled.error = error.description
        notes.append("\(describe(pooled.run)): \(error.description)")
        progress("  error: \(error.description)")
    }

    /// A round's median CPU milliseconds per key, by kind, for the progress lines: how much the
    /// rounds differ shows how steady the machine was.
    static func roundMedians(_ outcome: KeyPhases.Outcome) -> String {
        var parts: [String] = []
        for kind in Self.keyKinds {
            guard let samples = outcome.samples[kind],
                let summary = SampleSummary(samples.map(\.cpuMilliseconds))
            else { continue }
            parts.append("\(kind) \(NumberText.fixed(summary.median, decimals: 3))")
        }
        return "median CPU ms this round: " + parts.joined(separator: ", ")
    }

    /// Files what a terminal program gave over the rounds.
    private mutating func record(_ pooled: PooledRun) {
        var measurement = RunMeasurement(run: pooled.run)
        measurement.firstFrameMilliseconds = SampleSummary(pooled.firstFrames)?.median
        measurement.peakResidentMegabytes = pooled.peakResidentMegabytes
        measurement.privateMegabytes = pooled.privateMegabytes
        measurement.error = pooled.error
        if pooled.error == nil { record(pooled.outcome, run: pooled.run, into: &measurement) }
        runs.append(measurement)
    }

    /// One list headless: its first frames, taken before, and the key phases, in this process.
    private mutating func runHeadless(_ list: HeadlessList, firstFrames: [Double], _ phases: KeyPhases) {
        let program = list.program
        let rows = program.name == "books-like" ? program.count - 1 : program.count
        let run = BenchmarkRun(
            mode: .headless, program: program.name, width: list.width, height: list.height, rows: rows)
        progress("headless \(program.name) \(run.sizeName) N=\(NumberText.grouped(run.rows))")
        var measurement = RunMeasurement(run: run)
        measurement.firstFrameMilliseconds = SampleSummary(firstFrames)?.median
        let driver = list.start()
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
        for kind in Self.keyKinds {
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
