import Foundation

/// One field of a ``DatePicker``: the part of the date it shows and edits.
enum DateField: CaseIterable, Hashable {
    case year
    case month
    case day
    case hour
    case minute

    /// The calendar's component the field is.
    var component: Calendar.Component {
        switch self {
        case .year: .year
        case .month: .month
        case .day: .day
        case .hour: .hour
        case .minute: .minute
        }
    }

    /// How many digits the field shows, and takes typed: four for the year, two for the rest.
    var width: Int { self == .year ? 4 : 2 }

    /// The least and greatest values the field takes (a day's greatest is its month's last day).
    var values: ClosedRange<Int> {
        switch self {
        case .year: 1...9999
        case .month: 1...12
        case .day: 1...31
        case .hour: 0...23
        case .minute: 0...59
        }
    }

    /// The fields a date picker shows for its components, in the order drawn: year, month, day,
    /// hour, minute.
    /// - Parameter components: The components shown.
    /// - Returns: The fields.
    static func fields(for components: DatePickerComponents) -> [DateField] {
        (components.contains(.date) ? [.year, .month, .day] : [])
            + (components.contains(.hourAndMinute) ? [.hour, .minute] : [])
    }

    /// What is drawn between this field and the next: `-` in the date, `:` in the time, and two
    /// spaces between the date and the time.
    /// - Parameter next: The field after it.
    /// - Returns: The separator.
    func separator(before next: DateField) -> String {
        switch (self, next) {
        case (.day, .hour): "  "
        case (.hour, .minute): ":"
        default: "-"
        }
    }
}

/// The field of a date picker being edited, and the digits typed into it so far.
struct DatePickerEditing: Equatable {
    /// The field.
    var field: DateField
    /// The digits typed into the field since it was reached; empty until one is.
    var typed = ""
}

/// The dates a date picker may choose: from `lower` through `upper`, either of them open.
struct DateBounds {
    /// The earliest date, or `nil` for none.
    var lower: Date?
    /// The latest date, or `nil` for none.
    var upper: Date?

    /// The date, moved to the nearer bound when it lies outside them.
    /// - Parameter date: The date.
    /// - Returns: The date within the bounds.
    func clamp(_ date: Date) -> Date {
        if let lower, date < lower { return lower }
        if let upper, date > upper { return upper }
        return date
    }
}
