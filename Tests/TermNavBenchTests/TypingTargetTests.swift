import Testing

@testable import TermNavBenchKit

/// The typing targets, checked from measurements.
struct TypingTargetTests {
    private let form = BenchmarkRun(mode: .terminal, program: "form", width: 80, height: 24, rows: 200)
    private let search = BenchmarkRun(
        mode: .terminal, program: "searchable", width: 80, height: 24, rows: 1_000_000)

    @Test func aTypedCharacterIsWeighedAgainstADownKeyOfTheSameForm() throws {
        let keys = [
            KeyMeasurement(run: form, key: "type", cpu: [0.3, 0.5, 0.4]),
            KeyMeasurement(run: form, key: "Down", cpu: [0.2, 0.1, 0.3]),
        ]
        let check = try #require(TargetEvaluator(keys: keys, runs: []).checks().first)
        #expect(
            check.name == "CPU per typed character over a Down key's, median: form 80x24 N=200 (terminal)")
        #expect(abs(check.figure - 2.0) < 1e-9)
        #expect(check.isMet)
        let slower = [KeyMeasurement(run: form, key: "type", cpu: [0.5])] + keys.dropFirst()
        #expect(TargetEvaluator(keys: slower, runs: []).checks().first?.verdict == "MISSED by 25%")
    }

    @Test func theSearchFieldMustShowTheCharacterBeforeTheRowsAreFiltered() throws {
        let early = [
            KeyMeasurement(run: search, key: "type → field", cpu: [900], latency: [0.4, 0.5, 0.6]),
            KeyMeasurement(run: search, key: "type → rows", cpu: [900], latency: [800, 900, 1_000]),
        ]
        let check = try #require(TargetEvaluator(keys: early, runs: []).checks().first)
        #expect(check.figure == 0.5 && check.limit == 900 && check.isMet)
        #expect(check.beside == "rows filtered after 900 ms")
        // Shown only with its rows: the same frame.
        let late = [
            KeyMeasurement(run: search, key: "type → field", cpu: [900], latency: [900]),
            KeyMeasurement(run: search, key: "type → rows", cpu: [900], latency: [900]),
        ]
        #expect(TargetEvaluator(keys: late, runs: []).checks().first?.isMet == false)
    }
}
