import Foundation

/// A date picker's date, read and changed a field at a time in a calendar and time zone, within
/// its bounds; every change is written to the binding at once.
struct DatePickerValue {
    /// The date.
    let selection: Binding<Date>
    /// The dates it may take.
    let bounds: DateBounds
    /// The fields shown, in order.
    let fields: [DateField]
    /// The calendar the fields are counted in, in the time zone they are shown in.
    let calendar: Calendar

    /// - Parameters:
    ///   - selection: The date.
    ///   - bounds: The dates it may take.
    ///   - components: The components shown.
    ///   - calendar: The environment's calendar.
    ///   - timeZone: The environment's time zone.
    init(
        selection: Binding<Date>, bounds: DateBounds, components: DatePickerComponents, calendar: Calendar,
        timeZone: TimeZone
    ) {
        self.selection = selection
        self.bounds = bounds
        fields = DateField.fields(for: components)
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
    }

    /// The date as it is now.
    var date: Date { selection.wrappedValue }

    /// A field's value in the date: `2026` for the year, `12` for December.
    /// - Parameter field: The field.
    /// - Returns: The value.
    func value(of field: DateField) -> Int {
        calendar.component(field.component, from: date)
    }

    /// A field's digits as drawn: zero-padded to the field's width (`2026`, `05`).
    /// - Parameter field: The field.
    /// - Returns: The digits.
    func text(of field: DateField) -> String {
        let digits = String(value(of: field))
        return String(repeating: "0", count: max(0, field.width - digits.count)) + digits
    }

    /// The field after or before one, among those shown; `nil` past either end.
    /// - Parameters:
    ///   - field: The field.
    ///   - offset: `1` for the next, `-1` for the previous.
    /// - Returns: The field.
    func field(_ offset: Int, from field: DateField) -> DateField? {
        guard let index = fields.firstIndex(of: field), fields.indices.contains(index + offset) else {
            return nil
        }
        return fields[index + offset]
    }

    /// Moves a field up or down, rolling over into the larger fields as the calendar adds (the
    /// day after the 31st is the next month's 1st, the month after January 31 ends on February's
    /// last day), and writes the date, kept within the bounds.
    /// - Parameters:
    ///   - field: The field.
    ///   - amount: How far: `1` up, `-1` down.
    func step(_ field: DateField, by amount: Int) {
        guard let moved = calendar.date(byAdding: field.component, value: amount, to: date) else { return }
        write(moved)
    }

    /// Sets a field to a value, the other fields as they were (a day past the end of a new month
    /// becomes its last day), and writes the date, kept within the bounds.
    /// - Parameters:
    ///   - field: The field.
    ///   - number: The value; a day past the month's end is its last day.
    /// - Returns: Whether the field can take the value (`false` for a month 0, and nothing is
    ///   written).
    @discardableResult
    func set(_ field: DateField, to number: Int) -> Bool {
        guard field.values.contains(number) else { return false }
        var parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute, .second, .nanosecond], from: date)
        switch field {
        case .year: parts.year = number
        case .month: parts.month = number
        case .day: parts.day = number
        case .hour: parts.hour = number
        case .minute: parts.minute = number
        }
        // The day stays within its month: January 31, set to February, is February's last day.
        var first = parts
        first.day = 1
        if let day = parts.day, let start = calendar.date(from: first),
            let days = calendar.range(of: .day, in: .month, for: start)
        {
            parts.day = min(day, days.upperBound - 1)
        }
        guard let made = calendar.date(from: parts) else { return false }
        write(made)
        return true
    }

    /// Types a digit into the field being edited: the digits typed so far make the field's
    /// value, written at once (a year only once its four digits are typed). A field is full when
    /// it has its digits, or when no further digit could make a value it takes (a month that
    /// starts with 2): the editing then moves on to the next field.
    /// - Parameters:
    ///   - digit: The digit, 0 to 9.
    ///   - editing: The field being edited and the digits typed into it.
    /// - Returns: The field being edited after it, and the digits typed into it.
    func type(_ digit: Int, into editing: DatePickerEditing) -> DatePickerEditing {
        var editing = editing
        editing.typed += String(digit)
        let field = editing.field
        let number = Int(editing.typed) ?? 0
        let isFull = editing.typed.count >= field.width || number * 10 > field.values.upperBound
        if field != .year || isFull { set(field, to: number) }
        guard isFull else { return editing }
        return DatePickerEditing(field: self.field(1, from: field) ?? field)
    }

    /// Writes a date, kept within the bounds, when it differs from the date as it is.
    private func write(_ moved: Date) {
        let kept = bounds.clamp(moved)
        if kept != date { selection.wrappedValue = kept }
    }
}
