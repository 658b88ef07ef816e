/// Which parts of a date a ``DatePicker`` shows and edits, as SwiftUI's `DatePickerComponents`.
///
/// ```swift
/// DatePicker("Due", selection: $due, displayedComponents: .date)            //  2026-12-02
/// DatePicker("Alarm", selection: $alarm, displayedComponents: .hourAndMinute)   //  14:30
/// ```
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt

    /// Creates a set from its bits.
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The year, month and day: `2026-12-02`.
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    /// The hour and minute, on a 24-hour clock: `14:30`.
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}
