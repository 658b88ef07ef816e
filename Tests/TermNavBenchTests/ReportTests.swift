import Testing

@testable import TermNavBenchKit

/// Summaries, verdicts and the report's renderings.
struct ReportTests {
    @Test func summaryMedianAndNearestRankP99() throws {
        let summary = try #require(SampleSummary((1...200).map(Double.init)))
        #expect(summary.count == 200)
        #expect(summary.median == 100.5)
        #expect(summary.p99 == 198)
        #expect(summary.minimum == 1 && summary.maximum == 200)
        #expect(SampleSummary([]) == nil)
        #expect(SampleSummary([3, 1, 2])?.median == 2)
    }

    @Test func verdictsSayByHowMuchATargetIsMissed() {
        #expect(TargetCheck(name: "a", figure: 0.09, unit: "ms", limit: 0.1).verdict == "ok")
        #expect(TargetCheck(name: "a", figure: 0.1, unit: "ms", limit: 0.1).verdict == "ok")
        #expect(
            TargetCheck(name: "a", figure: 0.1, unit: "ms", limit: 0.1, strict: true).verdict
                == "MISSED by <1%")
        #expect(TargetCheck(name: "a", figure: 0.142, unit: "ms", limit: 0.1).verdict == "MISSED by 42%")
        #expect(TargetCheck(name: "a", figure: .infinity, unit: "ms", limit: 1).verdict == "MISSED")
        #expect(TargetCheck(name: "a", figure: 1, unit: "ms", limit: 0.1).targetText == "≤ 0.100 ms")
    }

    @Test func numbersKeepThreeSignificantDigits() {
        #expect(NumberText.figure(0.14159) == "0.142")
        #expect(NumberText.figure(12.44) == "12.4")
        #expect(NumberText.figure(1840.4) == "1840")
        #expect(NumberText.figure(0.0042) == "0.0042")
        #expect(NumberText.figure(0) == "0")
        #expect(NumberText.grouped(1_000_000) == "1,000,000")
        #expect(NumberText.grouped(999) == "999")
    }

    @Test func positionsAreTheLastWordOfTheHelpLine() {
        #expect(
            ListPosition(endOf: " ↑↓ move  Enter open  q quit      12/1001")
                == ListPosition(row: 12, count: 1001))
        #expect(ListPosition(endOf: " Esc back  q quit") == nil)
        #expect(ListPosition(endOf: "") == nil)
    }

    @Test func jsonEscapesAndDropsNonFiniteNumbers() {
        let value = JSONValue.object([
            ("text", .string("a \"b\"\n\u{1}")), ("n", .number(2)), ("x", .number(0.5)),
            ("inf", .number(.infinity)),
            ("list", .array([.bool(true), .null])),
        ])
        #expect(value.text == #"{"text":"a \"b\"\n\u0001","n":2,"x":0.5,"inf":null,"list":[true,null]}"#)
    }

    @Test func theEvaluatorPutsTheFloorBesideTermNavsFigure() {
        let run = { (program: String, rows: Int) in
            BenchmarkRun(mode: .terminal, program: program, width: 80, height: 24, rows: rows)
        }
        let keys = [
            KeyMeasurement(
                run: run("books", 1_000), key: "Down", cpu: [0.2, 0.2, 0.2], bytes: [130], floor: [100]),
            KeyMeasurement(run: run("books", 1_000_000), key: "Down", cpu: [0.4, 0.4, 0.4]),
            KeyMeasurement(
                run: run("c-floor", 1_000), key: "Down", cpu: [0.14, 0.14], bytes: [100], floor: [100]),
        ]
        let checks = TargetEvaluator(keys: keys, runs: []).checks()
        let cpu = checks.first { $0.name.hasPrefix("CPU per Down key, median: books 80x24 N=1,000 ") }
        #expect(cpu?.verdict == "MISSED by 100%")
        #expect(cpu?.beside == "C floor 0.140 ms: the target is below the floor")
        let flat = checks.first { $0.name.hasPrefix("Flat in N, CPU per Down key") }
        #expect(flat?.figure == 2)
        #expect(flat?.isMet == false)
        let bytes = checks.first {
            $0.name.hasPrefix("Bytes per Down key over the floor, median: books 80x24 N=1,000 ")
        }
        #expect(bytes?.figure == 1.3)
        #expect(bytes?.isMet == true)
        // The ratio to the floor in the same run is a target of its own.
        let ratio = checks.first {
            $0.name.hasPrefix("CPU per Down key over the C floor's, median: books 80x24 N=1,000 ")
        }
        #expect(ratio.map { abs($0.figure - 0.2 / 0.14) < 1e-9 } == true)
        #expect(ratio?.isMet == true)
        #expect(ratio?.beside == "0.200 ms against 0.140 ms")
        // No floor ran at a million rows: no ratio is made up for it.
        #expect(
            !checks.contains {
                $0.name.hasPrefix("CPU per Down key over the C floor's, median: books 80x24 N=1,000,000")
            })
        #expect(!checks.contains { $0.name.contains("c-floor") })
    }

    @Test func thePeakResidentCheckShowsTheFoundationFloorPrivateMemoryAndTheCFloor() {
        let run = { (program: String) in
            BenchmarkRun(mode: .terminal, program: program, width: 80, height: 24, rows: 1_000_000)
        }
        var books = RunMeasurement(run: run("books"))
        books.peakResidentMegabytes = 24
        books.privateMegabytes = 3
        var floor = RunMeasurement(run: run("c-floor"))
        floor.peakResidentMegabytes = 6
        let checks = TargetEvaluator(keys: [], runs: [books, floor], foundationFloorMegabytes: 18).checks()
        let resident = checks.first { $0.name.hasPrefix("Peak RSS: books") }
        #expect(resident?.isMet == false)
        #expect(resident?.targetText == "≤ 23.0 MB")
        #expect(resident?.beside == "Foundation floor 18.0 MB + 5.00 MB; private 3.00 MB, C floor 6.00 MB")
        let report = BenchmarkReport(header: [], keys: [], runs: [books], checks: checks)
        #expect(report.json.text.contains(#""private_mb":3"#))
    }

    @Test func peakResidentMemoryMayExceedTheFoundationFloorByFiveMegabytesAtAMillionRows() {
        let run = { (rows: Int) in
            BenchmarkRun(mode: .terminal, program: "hidden-links", width: 200, height: 60, rows: rows)
        }
        func check(_ megabytes: Double, rows: Int = 1_000_000, floor: Double? = 16) -> TargetCheck? {
            var measurement = RunMeasurement(run: run(rows))
            measurement.peakResidentMegabytes = megabytes
            return TargetEvaluator(keys: [], runs: [measurement], foundationFloorMegabytes: floor).checks()
                .first { $0.name.hasPrefix("Peak RSS: ") }
        }
        #expect(check(16 + 4.9)?.isMet == true)
        #expect(check(16 + 5)?.isMet == true)
        #expect(check(16 + 5.1)?.isMet == false)
        #expect(check(16 + 5.1)?.verdict == "MISSED by <1%")
        // The target is at a million rows; a shorter list's memory is checked as flat in N only.
        #expect(check(30, rows: 1_000) == nil)
        // Without the floor measured in the same run there is nothing to check against.
        #expect(check(16 + 4.9, floor: nil) == nil)
    }

    @Test func theFirstFrameAtAMillionRowsMayTakeOneAndAHalfTimesTheCFloors() {
        let run = { (program: String, rows: Int) in
            BenchmarkRun(mode: .terminal, program: program, width: 80, height: 24, rows: rows)
        }
        func check(_ milliseconds: Double, floor: Double?, rows: Int = 1_000_000) -> TargetCheck? {
            var books = RunMeasurement(run: run("books", rows))
            books.firstFrameMilliseconds = milliseconds
            var runs = [books]
            if let floor {
                var measurement = RunMeasurement(run: run("c-floor", rows))
                measurement.firstFrameMilliseconds = floor
                runs.append(measurement)
            }
            return TargetEvaluator(keys: [], runs: runs).checks()
                .first { $0.name.hasPrefix("First frame over the C floor's: books") }
        }
        #expect(check(6, floor: 4)?.isMet == true)
        #expect(check(6, floor: 4)?.beside == "6.00 ms against 4.00 ms")
        #expect(check(6.2, floor: 4)?.isMet == false)
        #expect(check(6.2, floor: 4)?.unit == "× floor")
        #expect(check(12, floor: nil) == nil)
        #expect(check(12, floor: 4, rows: 1_000) == nil)
    }

    @Test func theReportRendersEveryFormat() {
        let run = BenchmarkRun(mode: .headless, program: "books-like", width: 80, height: 24, rows: 1_000)
        var measurement = RunMeasurement(run: run)
        measurement.firstFrameMilliseconds = 1.5
        let report = BenchmarkReport(
            header: [("date", "today")], keys: [KeyMeasurement(run: run, key: "Down", cpu: [0.05])],
            runs: [measurement],
            checks: [TargetCheck(name: "CPU | pipes", figure: 2, unit: "ms", limit: 1)])
        #expect(report.plainText.contains("headless  books-like  80x24  1,000  Down  1     0.050 "))
        #expect(report.plainText.contains("Targets: 0 met, 1 missed"))
        #expect(report.markdown.contains("| CPU \\| pipes | 2.00 ms | ≤ 1.00 ms | MISSED by 100% |  |"))
        #expect(report.json.text.contains(#""first_frame_ms":1.5"#))
    }
}
