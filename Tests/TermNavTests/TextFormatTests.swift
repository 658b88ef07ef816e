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
}
