import Foundation
import TermNav
import TermNavTesting
import Testing

// DatePicker in a form: its look in both glyph sets and at two widths, the keys that edit it
// field by field (with the calendar's roll-over), typed digits, the range, the components shown,
// Tab through a form, and clicks. Every date is read in UTC, set through the environment.

private let utc = TimeZone(secondsFromGMT: 0) ?? .current

private var gregorian: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = utc
    return calendar
}

/// A date in UTC.
private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
    gregorian.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))
        ?? .distantPast
}

/// A date as the tests read it, in UTC: `2026-12-02 14:30`.
private func stamp(_ date: Date) -> String {
    let parts = gregorian.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return "\(parts.year ?? 0)-\(two(parts.month))-\(two(parts.day)) \(two(parts.hour)):\(two(parts.minute))"
}

private struct Planner: View {
    @State private var done = false
    @State private var due = date(2026, 12, 2, 14, 30)
    @State private var birthday = date(1990, 1, 31, 9, 15)
    @State private var alarm = date(2026, 12, 2, 7, 5)

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Done", isOn: $done)
                DatePicker("Due", selection: $due)
                DatePicker("Birthday", selection: $birthday, displayedComponents: .date)
                DatePicker(selection: $alarm, displayedComponents: .hourAndMinute) { Text("Alarm") }
                    .datePickerStyle(.compact)
                Text("Due \(stamp(due))")
                Text("Born \(stamp(birthday))")
                Text("Alarm \(stamp(alarm))")
            }
            .navigationTitle("Planner")
        }
        .environment(\.timeZone, utc)
        .environment(\.calendar, gregorian)
    }
}

private struct Booking: View {
    /// A title that is a `String`, not a literal: the `StringProtocol` initializers.
    let title = String("Stay")
    @State private var stay = date(2026, 12, 30, 10, 0)
    @State private var after = date(2026, 1, 2)
    @State private var before = date(2026, 12, 30)

    var body: some View {
        Form {
            DatePicker(title, selection: $stay, in: date(2026, 12, 1)...date(2026, 12, 31, 12, 0))
            DatePicker("After", selection: $after, in: date(2026, 1, 1)..., displayedComponents: .date)
            DatePicker("Before", selection: $before, in: ...date(2026, 12, 31), displayedComponents: .date)
            Text("Stay \(stamp(stay))")
            Text("After \(stamp(after))")
            Text("Before \(stamp(before))")
        }
        .environment(\.timeZone, utc)
    }
}

@MainActor @Suite struct DatePickerTests {
    /// A planner with the focus on its Due row.
    private func planner(width: Int = 40, unicode: Bool = true) -> TestDriver {
        let driver = TestDriver(Planner(), width: width, height: 12, unicode: unicode)
        driver.press(.downArrow)
        return driver
    }

    @Test func aFormInUTF8At40Columns() {
        let driver = planner()
        driver.expectScreen([
            " Planner",
            "",
            " Done                             [off]",
            " Due                  2026-12-02  14:30",
            " Birthday                    1990-01-31",
            " Alarm                            07:05",
            " Due 2026-12-02 14:30",
            " Born 1990-01-31 09:15",
            " Alarm 2026-12-02 07:05",
            "",
            "",
            " ↑↓ move  q quit  Enter/Space edit  2/7",
        ])
        #expect(driver.focusedText == "Due                  2026-12-02  14:30")
    }

    @Test func editingInASCIIAt80Columns() {
        let driver = planner(width: 80, unicode: false)
        driver.press(.return, .rightArrow, .rightArrow)
        driver.expectScreen([
            " Planner",
            "",
            " Done                                                                     [off]",
            " Due                                                        2026-12-[02]  14:30",
            " Birthday                                                            1990-01-31",
            " Alarm                                                                    07:05",
            " Due 2026-12-02 14:30",
            " Born 1990-01-31 09:15",
            " Alarm 2026-12-02 07:05",
            "",
            "",
            " q quit  Left/Right field  Up/Down change  Enter/Esc/Tab done               2/7",
        ])
    }

    @Test func editingInUTF8At80ColumnsAndASCIIAt40() {
        let driver = planner(width: 80)
        driver.press(.space)
        driver.expectScreen([
            " Planner",
            "",
            " Done                                                                     [off]",
            " Due                                                        [2026]-12-02  14:30",
            " Birthday                                                            1990-01-31",
            " Alarm                                                                    07:05",
            " Due 2026-12-02 14:30",
            " Born 1990-01-31 09:15",
            " Alarm 2026-12-02 07:05",
            "",
            "",
            " q quit  ←/→ field  ↑/↓ change  Enter/Esc/Tab done                          2/7",
        ])
        let ascii = planner(unicode: false)
        ascii.press(.return)
        ascii.expectScreen([
            " Planner",
            "",
            " Done                             [off]",
            " Due                [2026]-12-02  14:30",
            " Birthday                    1990-01-31",
            " Alarm                            07:05",
            " Due 2026-12-02 14:30",
            " Born 1990-01-31 09:15",
            " Alarm 2026-12-02 07:05",
            "",
            "",
            " q quit  Left/Right field           2/7",
        ])
    }

    @Test func theEditedFieldReadsWithoutColour() {
        for colors in [false, true] {
            let driver = TestDriver(Planner(), width: 40, height: 12, colors: colors)
            driver.press(.downArrow, .return, .rightArrow)
            let y = driver.lineIndex(containing: "Due  ") ?? -1
            let text = driver.lines[y]
            let x = text.distance(
                from: text.startIndex, to: text.range(of: "[12]")?.lowerBound ?? text.startIndex)
            // The marks say which field is edited; its digits are bold and underlined inside the
            // focus bar, which is reverse video without colours.
            #expect(driver.cell(x: 1, y: y).isReverse == !colors)
            #expect(driver.cell(x: x, y: y).grapheme == "[")
            #expect(!driver.cell(x: x, y: y).isUnderline)
            #expect(driver.cell(x: x + 1, y: y).isUnderline && driver.cell(x: x + 2, y: y).isUnderline)
            #expect(driver.cell(x: x + 1, y: y).isBold)
            #expect(!driver.cell(x: x + 4, y: y).isUnderline)
        }
    }

    @Test func upAndDownMoveBetweenRowsUntilEditingBegins() {
        let driver = planner()
        driver.press(.downArrow)
        #expect(driver.focusedText?.hasPrefix("Birthday") == true)
        driver.press(.upArrow, .return, .upArrow)
        #expect(driver.focusedText?.hasPrefix("Due") == true)
        #expect(driver.line(containing: "Due 2027-12-02 14:30") != nil)
    }

    @Test func arrowsChangeEachFieldRollingOverAsTheCalendarDoes() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        driver.press(.downArrow, .downArrow, .return)
        // Birthday, 1990-01-31: the day after the 31st is February's 1st.
        driver.press(.rightArrow, .rightArrow, .upArrow)
        #expect(driver.line(containing: "Born 1990-02-01 09:15") != nil)
        driver.press(.downArrow, .downArrow)
        #expect(driver.line(containing: "Born 1990-01-30 09:15") != nil)
        // The month after January 30 ends on February's last day.
        driver.press(.leftArrow, .upArrow)
        #expect(driver.line(containing: "Born 1990-02-28 09:15") != nil)
        driver.press(.leftArrow, .downArrow)
        #expect(driver.line(containing: "Born 1989-02-28 09:15") != nil)
        // ← stops at the first field, → at the last.
        driver.press(.leftArrow, .upArrow)
        #expect(driver.line(containing: "Born 1990-02-28 09:15") != nil)
        driver.press(.rightArrow, .rightArrow, .rightArrow, .rightArrow)
        #expect(driver.focusedText?.hasSuffix("1990-02-[28]") == true)
    }

    @Test func hourAndMinuteRollOverIntoTheDay() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        driver.press(.downArrow, .return)
        driver.press(.rightArrow, .rightArrow, .rightArrow)
        #expect(driver.focusedText?.hasSuffix("2026-12-02  [14]:30") == true)
        for _ in 0..<10 { driver.press(.upArrow) }
        #expect(driver.line(containing: "Due 2026-12-03 00:30") != nil)
        driver.press(.rightArrow)
        for _ in 0..<30 { driver.press(.downArrow) }
        #expect(driver.line(containing: "Due 2026-12-03 00:00") != nil)
        driver.press(.downArrow)
        #expect(driver.line(containing: "Due 2026-12-02 23:59") != nil)
        #expect(driver.focusedText?.hasSuffix("2026-12-02  23:[59]") == true)
    }

    @Test func digitsTypeAFieldAndMoveOnWhenItIsFull() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        driver.press(.downArrow, .return)
        driver.press("2", "0")
        #expect(driver.focusedText?.hasSuffix("[20__]-12-02  14:30") == true)
        #expect(driver.line(containing: "Due 2026-12-02 14:30") != nil)
        driver.press("2", "7")
        #expect(driver.line(containing: "Due 2027-12-02 14:30") != nil)
        #expect(driver.focusedText?.hasSuffix("2027-[12]-02  14:30") == true)
        // A month's first digit, then its second; a 3 can start no month, so it is the month.
        driver.press("0")
        #expect(driver.focusedText?.hasSuffix("2027-[0_]-02  14:30") == true)
        driver.press("5")
        #expect(driver.line(containing: "Due 2027-05-02 14:30") != nil)
        driver.press("9")
        #expect(driver.line(containing: "Due 2027-05-09 14:30") != nil)
        #expect(driver.focusedText?.hasSuffix("2027-05-09  [14]:30") == true)
        driver.press("1")
        #expect(driver.line(containing: "Due 2027-05-09 01:30") != nil)
        driver.press("8", "4", "5")
        #expect(driver.line(containing: "Due 2027-05-09 18:45") != nil)
        // The last field stays edited once full, ready for more digits.
        #expect(driver.focusedText?.hasSuffix("2027-05-09  18:[45]") == true)
    }

    @Test func aTimeAloneEditsItsHourAndMinute() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        driver.press(.downArrow, .downArrow, .downArrow, .return)
        #expect(driver.focusedText == "Alarm                          [07]:05")
        driver.press(.leftArrow, "2", "3")
        #expect(driver.focusedText == "Alarm                          23:[05]")
        driver.press("5", "9", .upArrow)
        #expect(driver.focusedText == "Alarm                          00:[00]")
        // The date it is not showing rolled over with it.
        #expect(driver.line(containing: "Alarm 2026-12-03 00:00") != nil)
        driver.press(.rightArrow, .downArrow, .return)
        #expect(driver.focusedText == "Alarm                            23:59")
        #expect(driver.line(containing: "Alarm 2026-12-02 23:59") != nil)
    }

    @Test func aDayPastTheMonthsEndIsItsLastDay() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        driver.press(.downArrow, .downArrow, .return, .rightArrow)
        driver.press("0", "2")
        #expect(driver.line(containing: "Born 1990-02-28 09:15") != nil)
        driver.press("3", "1")
        #expect(driver.line(containing: "Born 1990-02-28 09:15") != nil)
        driver.press(.leftArrow, "0", "3", "3", "1")
        #expect(driver.line(containing: "Born 1990-03-31 09:15") != nil)
    }

    @Test func enterEscAndTabEndTheEditingKeepingEveryChange() {
        let driver = planner()
        driver.press(.return, .upArrow, .return)
        #expect(driver.line(containing: "Due 2027-12-02 14:30") != nil)
        #expect(driver.focusedText == "Due                  2027-12-02  14:30")
        driver.press(.space, .rightArrow, .upArrow, .escape)
        #expect(driver.line(containing: "Due 2028-01-02 14:30") != nil)
        #expect(driver.focusedText == "Due                  2028-01-02  14:30")
        #expect(driver.depth == 1)
        // Esc again, no longer editing, is the screen's: at the root, nothing to go back to.
        driver.press(.return, "1", .tab)
        #expect(driver.focusedText == "Birthday                    1990-01-31")
        #expect(driver.line(containing: "Due 1028-01-02 14:30") == nil)
        #expect(driver.line(containing: "Due 2028-01-02 14:30") != nil)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedText == "Due                  2028-01-02  14:30")
    }

    @Test func theFocusLeavingEndsTheEditing() {
        let driver = planner()
        driver.press(.return, "j")
        #expect(driver.focusedText == "Birthday                    1990-01-31")
        #expect(driver.line(containing: "Due                  2026-12-02  14:30") != nil)
        // Back on it, it is not editing until Enter says so.
        driver.press("k")
        #expect(driver.focusedText == "Due                  2026-12-02  14:30")
        driver.press(.upArrow)
        #expect(driver.focusedText?.hasPrefix("Done") == true)
    }

    @Test func outsideAListTabGoesOnFromAnEditedPicker() {
        struct Stacked: View {
            @State private var when = date(2026, 12, 2, 14, 30)
            @State private var on = false
            var body: some View {
                VStack(alignment: .leading) {
                    DatePicker("When", selection: $when, displayedComponents: .date)
                    Toggle("On", isOn: $on)
                    Text("When \(stamp(when)), \(on ? "on" : "off")")
                }
                .environment(\.timeZone, utc)
            }
        }
        let driver = TestDriver(Stacked(), width: 30, height: 4)
        driver.press(.return, .upArrow)
        driver.expectScreen([
            " When            [2027]-12-02", " On                     [off]", " When 2027-12-02 14:30, off",
            "",
        ])
        driver.press(.tab, .space)
        driver.expectScreen([
            " When              2027-12-02", " On                     [ on]", " When 2027-12-02 14:30, on",
            "",
        ])
    }

    @Test func theRangeClampsEveryChangeToItsBounds() {
        let driver = TestDriver(Booking(), width: 40, height: 10)
        driver.press(.return, .rightArrow, .rightArrow, .upArrow)
        #expect(driver.line(containing: "Stay 2026-12-31 10:00") != nil)
        driver.press(.upArrow)
        #expect(driver.line(containing: "Stay 2026-12-31 12:00") != nil)
        driver.press(.leftArrow, .downArrow)
        #expect(driver.line(containing: "Stay 2026-12-01 00:00") != nil)
        driver.press(.leftArrow, "2", "0", "2", "5")
        #expect(driver.line(containing: "Stay 2026-12-01 00:00") != nil)
        driver.press(.escape, .downArrow, .return, .downArrow)
        #expect(driver.line(containing: "After 2026-01-01 00:00") != nil)
        driver.press("2", "0", "3", "0")
        #expect(driver.line(containing: "After 2030-01-01 00:00") != nil)
        driver.press(.escape, .downArrow, .return, .upArrow)
        #expect(driver.line(containing: "Before 2026-12-31 00:00") != nil)
        driver.press(.downArrow)
        #expect(driver.line(containing: "Before 2025-12-31 00:00") != nil)
    }

    @Test func tabGoesThroughTheFormsControls() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        #expect(driver.focusedText?.hasPrefix("Done") == true)
        driver.press(.tab)
        #expect(driver.focusedText?.hasPrefix("Due") == true)
        driver.press(.tab)
        #expect(driver.focusedText?.hasPrefix("Birthday") == true)
        driver.press(.tab)
        #expect(driver.focusedText?.hasPrefix("Alarm") == true)
        driver.press(.tab, modifiers: .shift)
        driver.press(.tab, modifiers: .shift)
        #expect(driver.focusedText?.hasPrefix("Due") == true)
    }

    @Test func aClickEditsTheFieldClicked() {
        let driver = TestDriver(Planner(), width: 40, height: 12)
        // " Due                  2026-12-02  14:30": the month is in columns 27 and 28.
        driver.click(x: 27, y: 3)
        #expect(driver.focusedText == "Due                2026-[12]-02  14:30")
        driver.press(.upArrow)
        #expect(driver.line(containing: "Due 2027-01-02 14:30") != nil)
        // A click on another picker's row edits it at once, from its first field, and the one
        // edited before is done; so does a click on its label.
        driver.click(x: 3, y: 4)
        #expect(driver.focusedText == "Birthday                  [1990]-01-31")
        #expect(driver.line(containing: "Due                  2027-01-02  14:30") != nil)
        driver.click(x: 34, y: 4)
        #expect(driver.focusedText == "Birthday                  1990-[01]-31")
        driver.click(x: 3, y: 2)
        #expect(driver.focusedText?.hasPrefix("Done") == true)
        #expect(driver.line(containing: "Birthday                    1990-01-31") != nil)
    }

    @Test func aDisabledPickerIsDrawnDimAndDoesNotEdit() {
        struct Locked: View {
            @State private var when = date(2026, 12, 2, 14, 30)
            var body: some View {
                Form {
                    DatePicker("When", selection: $when).disabled(true)
                    Text("When \(stamp(when))")
                }
                .environment(\.timeZone, utc)
            }
        }
        let driver = TestDriver(Locked(), width: 40, height: 5)
        driver.press(.return, .upArrow)
        driver.click(x: 27, y: 0)
        driver.press(.upArrow)
        #expect(driver.line(containing: "When 2026-12-02 14:30") != nil)
        #expect(driver.cells(of: "2026-12-02")?.first?.isDim == true)
    }
}
