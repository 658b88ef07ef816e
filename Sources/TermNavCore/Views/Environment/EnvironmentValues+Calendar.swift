import Foundation

/// The key of ``EnvironmentValues/calendar``.
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar.current }
}

/// The key of ``EnvironmentValues/timeZone``.
private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
    /// The calendar dates are read in here, as SwiftUI's `calendar`: `Calendar.current` unless
    /// set. A ``DatePicker`` counts its fields (year, month, day) in it.
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone dates are shown in here, as SwiftUI's `timeZone`: `TimeZone.current`
    /// unless set. A ``DatePicker`` shows and changes its hour and minute in it.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
