import Foundation
import TermNav
import TermNavTesting
import Testing

private let utc = TimeZone(secondsFromGMT: 0) ?? .current

private var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}

/// A date as the tests read it, in UTC: `2026-12-02 14:30`.
private func stamp(_ date: Date) -> String {
    let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
}

/// A form with a date picker, its date shown below it, read in UTC.
private struct Trip: View {
    @State private var leaves =
        gregorian.date(from: DateComponents(year: 2026, month: 12, day: 2, hour: 14, minute: 30))
        ?? .distantPast
    @State private var note = ""

    var body: some View {
        NavigationStack {
            Form {
                DatePicker("Leaves", selection: $leaves)
                TextField("Note", text: $note)
                Text("Leaves \(stamp(leaves))")
            }
            .navigationTitle("Trip")
        }
        .environment(\.timeZone, utc)
        .environment(\.calendar, gregorian)
    }
}

/// A date picker takes every key of a burst that arrives in one read (keys typed faster than
/// frames are drawn, `tmux send-keys` with several keys), in order, each acting on what the keys
/// before it left.
@MainActor @Suite struct DatePickerBurstTests {
    @Test func digitsAndArrowsArrivingTogetherAreEachTaken() {
        let driver = TestDriver(Trip(), width: 40, height: 8)
        // Enter begins the editing on the year; the digits type it and move on to the month,
        // → to the day, ↑ steps it, and Enter ends the editing: one read, one frame.
        driver.pressTogether([
            KeyPress(.return), KeyPress("2"), KeyPress("0"), KeyPress("2"), KeyPress("7"),
            KeyPress(.rightArrow), KeyPress(.upArrow), KeyPress(.upArrow), KeyPress(.return),
        ])
        driver.expectScreen([
            " Trip",
            "",
            " Leaves               2027-12-04  14:30",
            " Note",
            " Leaves 2027-12-04 14:30",
            "",
            "",
            " ↑↓ move  q quit  Enter/Space edit  1/3",
        ])
        // A burst that ends while editing shows the field it left marked, then Tab goes on to
        // the field below, which edits.
        driver.pressTogether(.space, .leftArrow, .downArrow)
        driver.expectScreen([
            " Trip",
            "",
            " Leaves             [2026]-12-04  14:30",
            " Note",
            " Leaves 2026-12-04 14:30",
            "",
            "",
            " q quit  ←/→ field  ↑/↓ change      1/3",
        ])
        driver.pressTogether(.tab, "o", "k")
        driver.expectLines([" Leaves               2026-12-04  14:30", " ok"], from: 2)
        #expect(driver.cursor?.y == 3)
    }
}
