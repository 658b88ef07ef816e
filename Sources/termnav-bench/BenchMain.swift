import TermNavBenchKit

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#endif

/// `termnav-bench`: TermNav's benchmark program. See `BenchOptions.usage` and
/// `docs/Performance.md`.
@main
enum BenchMain {
    static func main() {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let options: BenchOptions
        do {
            options = try BenchOptions.parse(arguments)
        } catch {
            fail(error.description)
        }
        if options.showHelp {
            emit(BenchOptions.usage)
            exit(0)
        }
        signal(SIGPIPE, SIG_IGN)
        let command = "termnav-bench" + (arguments.isEmpty ? "" : " " + arguments.joined(separator: " "))
        // Taken before the run: the commit is the one the programs were built from.
        let header = MachineDescription.header(command: command)
        let (terminfo, terminfoSource) = TerminfoLoader.load()
        var runner = BenchRunner(options: options, productsDirectory: productsDirectory(), terminfo: terminfo)
        let started = MonotonicClock.now()
        do {
            try runner.runAll()
        } catch {
            fail(error.description)
        }
        var extras: [(String, String)] = [("terminfo", terminfoSource)]
        if options.terminal, options.lists {
            extras.append(
                (
                    "rounds",
                    "\(options.rounds), each with its share of the keys, another program first and another size and N first; in a round the programs of a size and N run at once and take turns of 20 keys; before the rounds, one unmeasured warm-up run of each program"
                ))
        }
        if let floor = runner.foundationFloorMegabytes, let lowest = runner.foundationFloorSamples.min() {
            let starts = runner.foundationFloorSamples.count
            extras.append(
                (
                    "Foundation floor",
                    "peak RSS \(NumberText.figure(floor)) MB (termnav-foundation-floor: imports Foundation, prints a line; the highest of \(starts) starts, one a round, the lowest \(NumberText.figure(lowest)) MB)"
                ))
        }
        var buildSeconds: Double?
        if options.buildCheck {
            if let root = BuildCheck.packageRoot() {
                progress("timing a clean release build of books")
                switch BuildCheck.cleanBuildSeconds(packageRoot: root) {
                case .success(let seconds): buildSeconds = seconds
                case .failure(let error): extras.append(("clean build", error.description))
                }
            } else {
                extras.append(("clean build", "not timed: run from the package's directory"))
            }
        }
        let binary = BuildCheck.megabytes(of: runner.productsDirectory + "/books")
        if let binary { extras.append(("books binary", "\(NumberText.figure(binary)) MB")) }
        if let buildSeconds {
            extras.append(("clean release build of books", "\(NumberText.figure(buildSeconds)) s"))
        }
        let elapsed = MonotonicClock.milliseconds(from: started, to: MonotonicClock.now()) / 1_000
        extras.append(("benchmark time", "\(NumberText.figure(elapsed)) s"))
        extras.append(contentsOf: runner.wholeList)
        for note in runner.notes { extras.append(("note", note)) }
        let checks = TargetEvaluator(
            keys: runner.keys, runs: runner.runs, foundationFloorMegabytes: runner.foundationFloorMegabytes
        )
        .checks(buildSeconds: buildSeconds, binaryMegabytes: binary)
        let report = BenchmarkReport(
            header: header, keys: runner.keys, runs: runner.runs,
            checks: checks,
            extras: extras)
        switch options.format {
        case .plain: emit(report.plainText)
        case .markdown: emit(report.markdown)
        case .json: emit(report.json.text + "\n")
        }
        do {
            try save(report, options: options)
        } catch {
            fail(error.description)
        }
        let failed = runner.runs.contains { $0.error != nil } || runner.foundationFloorError != nil
        exit(failed ? 1 : 0)
    }

    /// Writes the report's extra copies: JSON to a file, Markdown into a document's section.
    private static func save(_ report: BenchmarkReport, options: BenchOptions) throws(BenchError) {
        if let path = options.jsonPath {
            try TextFile.write(report.json.text + "\n", to: path)
        }
        if let path = options.documentPath {
            guard let document = TextFile.read(path) else { throw BenchError("cannot read \(path)") }
            guard let updated = GeneratedSection.replace(in: document, with: report.markdown) else {
                throw BenchError(
                    "\(path) has no \(GeneratedSection.begin) and \(GeneratedSection.end) lines to write between"
                )
            }
            try TextFile.write(updated, to: path)
        }
    }

    /// Where the package's programs were built: the directory of this executable.
    private static func productsDirectory() -> String {
        var buffer = [CChar](repeating: 0, count: 4096)
        let length = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        let path =
            length > 0
            ? String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            : CommandLine.arguments[0]
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return String(path[..<slash])
    }

    /// Writes text to standard output.
    private static func emit(_ text: String) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes[offset...].withUnsafeMutableBytes { write(1, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            offset += written
        }
    }

    private static func progress(_ line: String) {
        var bytes = Array("bench: \(line)\n".utf8)
        _ = write(2, &bytes, bytes.count)
    }

    /// One line on standard error, then exit 1.
    private static func fail(_ message: String) -> Never {
        var bytes = Array("termnav-bench: \(message)\n".utf8)
        _ = write(2, &bytes, bytes.count)
        exit(1)
    }
}
