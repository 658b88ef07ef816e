/// The targets of the performance issue, checked against a run's measurements.
///
/// TermNav's programs are `books` (the plain list) and `hidden-links` in a terminal, and their
/// headless counterparts; `c-floor` is the hand-written C program whose figures are shown
/// beside TermNav's, never checked against a target. The Foundation floor is the peak resident
/// memory of a Swift program that only loads Foundation (`termnav-foundation-floor`), measured in
/// the same run: every TermNav program loads Foundation, as `import SwiftUI` does.
public struct TargetEvaluator: Sendable {
    /// CPU per Down key at 80×24 through the ncurses backend, median, in milliseconds.
    public static let downCPULimit = 0.1
    /// The most CPU per Down key may be, as a multiple of the C floor's in the same run.
    public static let floorRatioLimit = 1.5
    /// The most a 1,000,000-row figure may be, as a multiple of the 1,000-row one.
    public static let flatLimit = 1.5
    /// The most bytes per Down key, as a multiple of the floor.
    public static let bytesOverFloorLimit = 1.3
    /// Esc → list shown, median, in milliseconds.
    public static let escLimit = 5.0
    /// 10,000 Down keys at once settle within this, in milliseconds.
    public static let burstLimit = 1_000.0
    /// The most the first frame at 1,000,000 rows may take, as a multiple of the C floor's in the
    /// same run.
    public static let firstFrameRatioLimit = 1.5
    /// The most the peak resident memory at 1,000,000 rows may exceed the Foundation floor's, in
    /// megabytes (the generated lists hold no data).
    public static let residentOverFoundationLimit = 5.0
    /// A clean release build of the library and `books`, in seconds.
    public static let buildLimit = 60.0
    /// The `books` binary, in megabytes.
    public static let binaryLimit = 10.0
    /// The most CPU per Down key the list of the look (`look`: rows on gradients with boxed tags)
    /// may take, as a multiple of the plain list's of the same binary and size (`hidden-links`).
    public static let lookOverListLimit = 1.5
    /// The list of the look's program name.
    public static let lookProgram = "look"
    /// The plain list it is measured beside.
    public static let lookBaseProgram = "hidden-links"

    /// The program names TermNav is judged on.
    public static let checkedPrograms: Set<String> = ["books", "hidden-links", "books-like"]
    /// The C floor program's name.
    public static let floorProgram = "c-floor"

    /// The measurements per key.
    public let keys: [KeyMeasurement]
    /// The measurements per run.
    public let runs: [RunMeasurement]
    /// The Foundation floor's peak resident memory in the same run, in megabytes; without it no
    /// peak resident memory is checked.
    public let foundationFloorMegabytes: Double?

    /// An evaluator of measurements.
    /// - Parameters:
    ///   - keys: The measurements per key.
    ///   - runs: The measurements per run.
    ///   - foundationFloorMegabytes: The Foundation floor's peak resident memory, when measured.
    public init(keys: [KeyMeasurement], runs: [RunMeasurement], foundationFloorMegabytes: Double? = nil) {
        self.keys = keys
        self.runs = runs
        self.foundationFloorMegabytes = foundationFloorMegabytes
    }

    /// Every check the measurements allow, in the order.
    /// - Parameters:
    ///   - buildSeconds: A clean release build's time, when measured.
    ///   - binaryMegabytes: The `books` binary's size, when known.
    /// - Returns: The checks.
    public func checks(buildSeconds: Double? = nil, binaryMegabytes: Double? = nil) -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let terminalKeys = keys.filter {
            $0.run.mode == .terminal && Self.checkedPrograms.contains($0.run.program)
        }
        for key in terminalKeys where key.key.hasPrefix("Down") && key.run.width == 80 && key.run.height == 24
        {
            guard let cpu = key.cpuMilliseconds else { continue }
            let floor = floorKey(like: key)?.cpuMilliseconds?.median
            checks.append(
                TargetCheck(
                    name: "CPU per \(key.key) key, median: \(describe(key.run))", figure: cpu.median,
                    unit: "ms",
                    limit: Self.downCPULimit,
                    beside: floor.map { besideFloor($0, unit: "ms", limit: Self.downCPULimit) }))
        }
        for key in terminalKeys where key.key.hasPrefix("Down") {
            guard let cpu = key.cpuMilliseconds?.median,
                let floor = floorKey(like: key)?.cpuMilliseconds?.median,
                floor > 0
            else { continue }
            checks.append(
                TargetCheck(
                    name: "CPU per \(key.key) key over the C floor's, median: \(describe(key.run))",
                    figure: cpu / floor, unit: "× floor", limit: Self.floorRatioLimit,
                    beside: "\(NumberText.figure(cpu)) ms against \(NumberText.figure(floor)) ms"))
        }
        checks += flatChecks()
        checks += lookChecks()
        for key in terminalKeys where key.key.hasPrefix("Down") {
            guard let ratio = key.bytesOverFloor else { continue }
            let floorRatio = floorKey(like: key)?.bytesOverFloor?.median
            checks.append(
                TargetCheck(
                    name: "Bytes per \(key.key) key over the floor, median: \(describe(key.run))",
                    figure: ratio.median, unit: "× floor", limit: Self.bytesOverFloorLimit,
                    beside: floorRatio.map {
                        besideFloor($0, unit: "× floor", limit: Self.bytesOverFloorLimit)
                    }))
        }
        for key in terminalKeys where key.key == "pop" {
            guard let latency = key.latencyMilliseconds else { continue }
            checks.append(
                TargetCheck(
                    name: "Esc → list shown, median: \(describe(key.run))", figure: latency.median,
                    unit: "ms",
                    limit: Self.escLimit, beside: "p99 \(NumberText.figure(latency.p99)) ms"))
        }
        let checkedRuns = runs.filter {
            $0.run.mode == .terminal && Self.checkedPrograms.contains($0.run.program)
        }
        for run in checkedRuns {
            guard let burst = run.burstMilliseconds else { continue }
            let exact = run.burstExact == true
            checks.append(
                TargetCheck(
                    name:
                        "\(NumberText.grouped(run.burstKeys)) Down keys at once settle: \(describe(run.run))",
                    figure: exact ? burst : .infinity, unit: "ms", limit: Self.burstLimit, strict: true,
                    beside: exact
                        ? "final screen exact" : "final screen NOT exact (\(NumberText.figure(burst)) ms)"))
        }
        for run in checkedRuns where run.run.rows >= 1_000_000 {
            guard let first = run.firstFrameMilliseconds,
                let floor = floorRun(like: run)?.firstFrameMilliseconds,
                floor > 0
            else { continue }
            checks.append(
                TargetCheck(
                    name: "First frame over the C floor's: \(describe(run.run))", figure: first / floor,
                    unit: "× floor", limit: Self.firstFrameRatioLimit,
                    beside: "\(NumberText.figure(first)) ms against \(NumberText.figure(floor)) ms"))
        }
        if let foundationFloorMegabytes {
            for run in checkedRuns where run.run.rows >= 1_000_000 {
                guard let resident = run.peakResidentMegabytes else { continue }
                checks.append(
                    TargetCheck(
                        name: "Peak RSS: \(describe(run.run))", figure: resident, unit: "MB",
                        limit: foundationFloorMegabytes + Self.residentOverFoundationLimit,
                        beside: residentBeside(run, foundationFloor: foundationFloorMegabytes)))
            }
        }
        checks += typingChecks()
        if let buildSeconds {
            checks.append(
                TargetCheck(
                    name: "Clean release build of the library and books", figure: buildSeconds, unit: "s",
                    limit: Self.buildLimit, strict: true))
        }
        if let binaryMegabytes {
            checks.append(
                TargetCheck(
                    name: "books release binary", figure: binaryMegabytes, unit: "MB",
                    limit: Self.binaryLimit,
                    strict: true))
        }
        return checks
    }

    /// The look costs a key no more than a list: CPU per Down key of the list on gradients with
    /// boxes over the plain list's, of the same size and N; and its bytes per key beside the C
    /// floor's, reported.
    private func lookChecks() -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let looks = keys.filter { $0.run.mode == .terminal && $0.run.program == Self.lookProgram }
        for key in looks where key.key.hasPrefix("Down") {
            guard let cpu = key.cpuMilliseconds?.median,
                let base = keys.first(where: {
                    $0.run.mode == key.run.mode && $0.run.program == Self.lookBaseProgram
                        && $0.run.width == key.run.width && $0.run.height == key.run.height
                        && $0.run.rows == key.run.rows && $0.key == key.key
                })?.cpuMilliseconds?.median,
                base > 0
            else { continue }
            let bytes = key.bytes.map { "; \(NumberText.figure($0.median)) bytes a key" } ?? ""
            checks.append(
                TargetCheck(
                    name:
                        "CPU per \(key.key) key on gradients and boxes over a plain list's, median: \(describe(key.run))",
                    figure: cpu / base, unit: "× list", limit: Self.lookOverListLimit,
                    beside: "\(NumberText.figure(cpu)) ms against \(NumberText.figure(base)) ms\(bytes)"))
        }
        return checks
    }

    /// Flat in N: each 1,000,000-row figure within 1.5× of the 1,000-row one.
    private func flatChecks() -> [TargetCheck] {
        var checks: [TargetCheck] = []
        let large = keys.filter { $0.run.rows == 1_000_000 && Self.checkedPrograms.contains($0.run.program) }
        for key in large {
            guard let small = keys.first(where: { same($0.run, key.run, rows: 1_000) && $0.key == key.key }),
                let smallCPU = small.cpuMilliseconds?.median, let largeCPU = key.cpuMilliseconds?.median,
                smallCPU > 0
            else { continue }
            checks.append(
                TargetCheck(
                    name:
                        "Flat in N, CPU per \(key.key) key (median, 1M ÷ 1K): \(describe(key.run, rows: false))",
                    figure: largeCPU / smallCPU, unit: "×", limit: Self.flatLimit,
                    beside: "\(NumberText.figure(smallCPU)) → \(NumberText.figure(largeCPU)) ms"))
        }
        let largeRuns = runs.filter {
            $0.run.rows == 1_000_000 && Self.checkedPrograms.contains($0.run.program)
        }
        for run in largeRuns {
            guard let small = runs.first(where: { same($0.run, run.run, rows: 1_000) }) else { continue }
            let figures: [(String, Double?, Double?, String)] = [
                ("first frame", small.firstFrameMilliseconds, run.firstFrameMilliseconds, "ms"),
                ("peak RSS", small.peakResidentMegabytes, run.peakResidentMegabytes, "MB"),
            ]
            for (name, smallValue, largeValue, unit) in figures {
                guard let smallValue, let largeValue, smallValue > 0 else { continue }
                checks.append(
                    TargetCheck(
                        name: "Flat in N, \(name) (1M ÷ 1K): \(describe(run.run, rows: false))",
                        figure: largeValue / smallValue, unit: "×", limit: Self.flatLimit,
                        beside: "\(NumberText.figure(smallValue)) → \(NumberText.figure(largeValue)) \(unit)")
                )
            }
        }
        return checks
    }

    /// Whether two runs differ only in their length, the first having `rows`.
    private func same(_ candidate: BenchmarkRun, _ run: BenchmarkRun, rows: Int) -> Bool {
        candidate.mode == run.mode && candidate.program == run.program && candidate.width == run.width
            && candidate.height == run.height && candidate.rows == rows
    }

    /// The C floor's measurement of the same key at the same size and length.
    private func floorKey(like key: KeyMeasurement) -> KeyMeasurement? {
        keys.first {
            $0.run.program == Self.floorProgram && $0.run.mode == key.run.mode
                && $0.run.width == key.run.width
                && $0.run.height == key.run.height && $0.run.rows == key.run.rows && $0.key == key.key
        }
    }

    /// The C floor's run at the same size and length.
    private func floorRun(like run: RunMeasurement) -> RunMeasurement? {
        runs.first {
            $0.run.program == Self.floorProgram && $0.run.mode == run.run.mode
                && $0.run.width == run.run.width
                && $0.run.height == run.run.height && $0.run.rows == run.run.rows
        }
    }

    /// "C floor 0.14 ms", saying so when the target is below it.
    private func besideFloor(_ value: Double, unit: String, limit: Double) -> String {
        let text = "C floor \(NumberText.figure(value)) \(unit)"
        return value > limit ? text + ": the target is below the floor" : text
    }

    /// "books 80x24 N=1,000,000 (terminal)".
    func describe(_ run: BenchmarkRun, rows: Bool = true) -> String {
        let length = rows ? " N=\(NumberText.grouped(run.rows))" : ""
        return "\(run.program) \(run.sizeName)\(length) (\(run.mode.rawValue))"
    }

    /// What the peak resident memory check shows beside its figure: the Foundation floor its
    /// limit is made of, the run's private memory, then the C floor's peak.
    private func residentBeside(_ run: RunMeasurement, foundationFloor: Double) -> String {
        let limit =
            "Foundation floor \(NumberText.figure(foundationFloor)) MB + "
            + "\(NumberText.figure(Self.residentOverFoundationLimit)) MB"
        let parts = [
            run.privateMegabytes.map { "private \(NumberText.figure($0)) MB" },
            floorRun(like: run)?.peakResidentMegabytes.map { "C floor \(NumberText.figure($0)) MB" },
        ].compactMap { $0 }
        return parts.isEmpty ? limit : limit + "; " + parts.joined(separator: ", ")
    }
}
