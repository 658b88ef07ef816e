import TermNavTesting
import Testing

@testable import TermNavCore

// Text from Foundation's formatting, as SwiftUI's `Text(_:format:)`, `Text(_:formatter:)` and
// `Text(_:style:)`.

@MainActor @Suite struct TextFormatTests {
    @Test func aFormatStyleWritesTheValue() {
        let driver = TestDriver(
            VStack(alignment: .leading) {
                Text(0.25, format: .percent.locale(Locale(identifier: "en_US")))
                Text(1234, format: .number.grouping(.never))
                Text(Date(timeIntervalSince1970: 0), format: .iso8601.year())
            }, width: 20, height: 3)
        driver.expectScreen(["        25%", "        1234", "        1970"])
    }

    @Test func aFormatterWritesTheValue() {
        let formatter = NumberFormatter()
        formatter.minimumFractionDigits = 2
        formatter.locale = Locale(identifier: "en_US_POSIX")
        let driver = TestDriver(Text(NSNumber(value: 3), formatter: formatter), width: 20, height: 1)
        driver.expectScreen(["        3.00"])
    }

    @Test func dateStylesShowTheDistanceFromNow() {
        let now = Date(timeIntervalSinceReferenceDate: 0)
        let later = now.addingTimeInterval(2 * 3600 + 5 * 60 + 9)
        #expect(Text.DateStyle.timer.text(for: later, now: now) == "2:05:09")
        #expect(Text.DateStyle.timer.text(for: now.addingTimeInterval(-303), now: now) == "5:03")
        #expect(Text.DateStyle.relative.text(for: later, now: now) == "2 hours, 5 minutes")
        #expect(Text.DateStyle.relative.text(for: now.addingTimeInterval(86_400 + 3), now: now) == "1 day")
        #expect(Text.DateStyle.offset.text(for: later, now: now) == "+2 hours")
        #expect(Text.DateStyle.offset.text(for: now.addingTimeInterval(-60), now: now) == "-1 minute")
        #expect(Text.DateStyle.relative.text(for: now, now: now) == "0 seconds")
    }

    @Test func interpolationsTakeSpecifiersAndFormats() {
        let progress = 0.4567
        let count = 7
        let driver = TestDriver(
            VStack(alignment: .leading) {
                Text("Done: \(progress * 100, specifier: "%.1f")%")
                Text("Item \(count, specifier: "%03d") of \(UInt8(12), specifier: "%x")")
                Text(
                    "Share \(progress, format: .percent.precision(.fractionLength(0)).locale(Locale(identifier: "en_US")))"
                )
                Text("Odd \(progress, specifier: "%@") and \(count, specifier: "%d %d")")
            }, width: 30, height: 4)
        driver.expectScreen([
            "       Done: 45.7%",
            "       Item 007 of c",
            "       Share 46%",
            "       Odd 0.4567 and 7",
        ])
    }

    @Test func aSpecifierIsOneConversionOfTheNumbersKind() {
        #expect(PrintfSpecifier.format("%.2f", conversions: "fFeEgGaA", length: "") == "%.2f")
        #expect(PrintfSpecifier.format("%5.1lf%%", conversions: "fFeEgGaA", length: "") == "%5.1f%%")
        #expect(PrintfSpecifier.format("%ld items", conversions: "diuxXo", length: "ll") == "%lld items")
        #expect(PrintfSpecifier.format("%s", conversions: "fFeEgGaA", length: "") == nil)
        #expect(PrintfSpecifier.format("%f %f", conversions: "fFeEgGaA", length: "") == nil)
        #expect(PrintfSpecifier.format("no conversion", conversions: "diuxXo", length: "ll") == nil)
        #expect(PrintfSpecifier.format("%", conversions: "diuxXo", length: "ll") == nil)
    }
}
