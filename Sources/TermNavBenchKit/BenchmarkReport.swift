/// Everything a benchmark run found, and its three renderings: a plain table, Markdown for
/// `docs/Performance.md`, and JSON.
public struct BenchmarkReport: Sendable {
    /// Where and when it ran: `date`, `machine`, `cpu`, `command` and the like, in order.
    public var header: [(String, String)]
    /// The measurements per key.
    public var keys: [KeyMeasurement]
    /// The measurements per run.
    public var runs: [RunMeasurement]
    /// The targets, checked.
    public var checks: [TargetCheck]
    /// Further figures, such as the build time, each with its name and text.
    public var extras: [(String, String)]

    /// A report.
    /// - Parameters:
    ///   - header: Where and when it ran.
    ///   - keys: The measurements per key.
    ///   - runs: The measurements per run.
    ///   - checks: The targets, checked.
    ///   - extras: Further figures.
    public init(
        header: [(String, String)], keys: [KeyMeasurement], runs: [RunMeasurement], checks: [TargetCheck],
        extras: [(String, String)] = []
    ) {
        self.header = header
        self.keys = keys
        self.runs = runs
        self.checks = checks
        self.extras = extras
    }

    /// The per-key table's columns.
    static let keyColumns = [
        "mode", "program", "size", "N", "key", "keys", "CPU med ms", "CPU p99 ms", "bytes med", "floor med",
        "bytes/floor", "latency med ms", "latency p99 ms",
    ]

    /// The per-run table's columns.
    static let runColumns = [
        "mode", "program", "size", "N", "first frame ms", "peak RSS MB", "private MB", "burst keys",
        "burst settle ms",
        "burst CPU ms", "burst exact", "screens exact", "error",
    ]

    /// The per-check table's columns.
    static let checkColumns = ["target", "figure", "limit", "verdict", "beside"]

    /// The per-key rows, as text cells.
    var keyRows: [[String]] {
        keys.map { key in
            [
                key.run.mode.rawValue, key.run.program, key.run.sizeName, NumberText.grouped(key.run.rows),
                key.key,
                String(key.cpuMilliseconds?.count ?? 0), Self.text(key.cpuMilliseconds?.median),
                Self.text(key.cpuMilliseconds?.p99), Self.text(key.bytes?.median),
                Self.text(key.floorBytes?.median),
                Self.text(key.bytesOverFloor?.median), Self.text(key.latencyMilliseconds?.median),
                Self.text(key.latencyMilliseconds?.p99),
            ]
        }
    }

    /// The per-run rows, as text cells.
    var runRows: [[String]] {
        runs.map { run in
            [
                run.run.mode.rawValue, run.run.program, run.run.sizeName, NumberText.grouped(run.run.rows),
                Self.text(run.firstFrameMilliseconds), Self.text(run.peakResidentMegabytes),
                Self.text(run.privateMegabytes),
                run.burstKeys > 0 ? NumberText.grouped(run.burstKeys) : "-", Self.text(run.burstMilliseconds),
                Self.text(run.burstCPUMilliseconds), Self.text(run.burstExact), Self.text(run.screensExact),
                run.error ?? "",
            ]
        }
    }

    /// The per-check rows, as text cells.
    var checkRows: [[String]] {
        checks.map { check in
            [
                check.name, "\(NumberText.figure(check.figure)) \(check.unit)", check.targetText,
                check.verdict,
                check.beside ?? "",
            ]
        }
    }

    /// The report as plain text: the header, then the three tables with aligned columns.
    public var plainText: String {
        var text = ""
        for (name, value) in header { text += "\(name): \(value)\n" }
        text += "\nPer key (CPU: the program's own time on CPU per key, kernel included; bytes: written to "
        text += "the terminal per key; floor: see docs/Performance.md)\n"
        text += Self.aligned([Self.keyColumns] + keyRows)
        text += "\nPer run\n" + Self.aligned([Self.runColumns] + runRows)
        if !extras.isEmpty {
            text += "\n"
            for (name, value) in extras { text += "\(name): \(value)\n" }
        }
        let missed = checks.filter { !$0.isMet }.count
        text += "\nTargets: \(checks.count - missed) met, \(missed) missed\n"
        text += Self.aligned([Self.checkColumns] + checkRows)
        return text
    }

    /// The report as Markdown: the header as a list, then three tables.
    public var markdown: String {
        var text = ""
        for (name, value) in header { text += "- **\(name)**: \(value)\n" }
        text += "\n### Per key\n\n" + Self.markdownTable([Self.keyColumns] + keyRows)
        text += "\n### Per run\n\n" + Self.markdownTable([Self.runColumns] + runRows)
        if !extras.isEmpty {
            text += "\n"
            for (name, value) in extras { text += "- \(name): \(value)\n" }
        }
        let missed = checks.filter { !$0.isMet }.count
        text += "\n### Targets: \(checks.count - missed) met, \(missed) missed\n\n"
        text += Self.markdownTable([Self.checkColumns] + checkRows)
        return text
    }

    /// The report as one JSON object.
    public var json: JSONValue {
        .object([
            ("header", .object(header.map { ($0.0, .string($0.1)) })),
            ("keys", .array(keys.map(Self.json))),
            ("runs", .array(runs.map(Self.json))),
            (
                "targets",
                .array(
                    checks.map { check in
                        .object([
                            ("name", .string(check.name)), ("figure", .number(check.figure)),
                            ("unit", .string(check.unit)), ("limit", .number(check.limit)),
                            ("strict", .bool(check.strict)), ("met", .bool(check.isMet)),
                            ("verdict", .string(check.verdict)),
                            ("beside", check.beside.map(JSONValue.string) ?? .null),
                        ])
                    })
            ),
            ("extras", .object(extras.map { ($0.0, .string($0.1)) })),
        ])
    }

    private static func json(_ run: BenchmarkRun) -> JSONValue {
        .object([
            ("mode", .string(run.mode.rawValue)), ("program", .string(run.program)),
            ("width", .number(Double(run.width))),
            ("height", .number(Double(run.height))), ("rows", .number(Double(run.rows))),
        ])
    }

    private static func json(_ summary: SampleSummary?) -> JSONValue {
        guard let summary else { return .null }
        return .object([
            ("count", .number(Double(summary.count))), ("median", .number(summary.median)),
            ("p99", .number(summary.p99)),
            ("mean", .number(summary.mean)), ("min", .number(summary.minimum)),
            ("max", .number(summary.maximum)),
        ])
    }

    private static func json(_ key: KeyMeasurement) -> JSONValue {
        .object([
            ("run", json(key.run)), ("key", .string(key.key)), ("cpu_ms", json(key.cpuMilliseconds)),
            ("bytes", json(key.bytes)), ("floor_bytes", json(key.floorBytes)),
            ("bytes_over_floor", json(key.bytesOverFloor)), ("latency_ms", json(key.latencyMilliseconds)),
        ])
    }

    private static func json(_ run: RunMeasurement) -> JSONValue {
        .object([
            ("run", json(run.run)), ("first_frame_ms", .number(run.firstFrameMilliseconds)),
            ("peak_rss_mb", .number(run.peakResidentMegabytes)),
            ("private_mb", .number(run.privateMegabytes)),
            ("burst_keys", .number(Double(run.burstKeys))),
            ("burst_settle_ms", .number(run.burstMilliseconds)),
            ("burst_cpu_ms", .number(run.burstCPUMilliseconds)),
            ("burst_exact", run.burstExact.map(JSONValue.bool) ?? .null),
            ("screens_exact", run.screensExact.map(JSONValue.bool) ?? .null),
            ("error", run.error.map(JSONValue.string) ?? .null),
        ])
    }

    /// A figure, or `-`.
    private static func text(_ value: Double?) -> String {
        value.map(NumberText.figure) ?? "-"
    }

    /// `yes`, `NO` or `-`.
    private static func text(_ value: Bool?) -> String {
        value.map { $0 ? "yes" : "NO" } ?? "-"
    }

    /// Rows with their columns padded to a common width, two spaces apart.
    static func aligned(_ rows: [[String]]) -> String {
        let columns = rows.map(\.count).max() ?? 0
        var widths = Array(repeating: 0, count: columns)
        for row in rows {
            for (index, cell) in row.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        return rows.map { row in
            var line = ""
            for (index, cell) in row.enumerated() {
                let isLast = index == row.count - 1
                line += isLast ? cell : cell + String(repeating: " ", count: widths[index] - cell.count + 2)
            }
            while line.last == " " { line.removeLast() }
            return line
        }
        .joined(separator: "\n") + "\n"
    }

    /// A Markdown table, its first row the header.
    static func markdownTable(_ rows: [[String]]) -> String {
        guard let header = rows.first else { return "" }
        let escape = { (cell: String) in
            cell.split(separator: "|", omittingEmptySubsequences: false).joined(separator: "\\|")
        }
        var text = "| " + header.map(escape).joined(separator: " | ") + " |\n"
        text += "|" + header.map { _ in " --- " }.joined(separator: "|") + "|\n"
        for row in rows.dropFirst() {
            text += "| " + row.map(escape).joined(separator: " | ") + " |\n"
        }
        return text
    }
}
