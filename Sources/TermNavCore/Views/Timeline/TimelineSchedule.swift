import Foundation

/// The times a ``TimelineView`` is drawn again, as SwiftUI's `TimelineSchedule`.
public protocol TimelineSchedule {
    /// The dates of a schedule, in order.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The schedule's dates from a date on: the first is the latest at or before it, when the
    /// schedule has one, then those after.
    /// - Parameters:
    ///   - startDate: Where the dates start.
    ///   - mode: Whether the system asks for fewer updates (a terminal always asks `.normal`).
    /// - Returns: The dates.
    func entries(from startDate: Date, mode: Mode) -> Entries

    /// Whether the system asks for fewer updates.
    typealias Mode = TimelineScheduleMode
}

/// Whether the system asks a schedule for fewer updates, as SwiftUI's `TimelineScheduleMode`.
public enum TimelineScheduleMode: Sendable {
    /// As often as the schedule says.
    case normal
    /// Less often, to save power: a terminal never asks for it.
    case lowFrequency
}

/// Dates at a fixed interval from a start, as SwiftUI's `PeriodicTimelineSchedule`.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates at an interval from the start.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval

        /// The next date.
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let start: Date
    let interval: TimeInterval

    /// Creates the schedule.
    /// - Parameters:
    ///   - startDate: The first date.
    ///   - interval: The seconds between dates.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(0.001, interval)
    }

    /// The dates from the latest at or before `startDate` on (from the first, when it is later).
    /// - Parameters:
    ///   - startDate: Where the dates start.
    ///   - mode: Ignored.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard startDate > start else { return Entries(upcoming: start, interval: interval) }
        let steps = (startDate.timeIntervalSince(start) / interval).rounded(.down)
        return Entries(upcoming: start + steps * interval, interval: interval)
    }
}

/// The start of every minute, as SwiftUI's `EveryMinuteTimelineSchedule`.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The starts of the minutes.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date

        /// The next minute's start.
        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return upcoming
        }
    }

    /// Creates the schedule.
    public init() {}

    /// The start of the minute `startDate` is in, then of each minute after.
    /// - Parameters:
    ///   - startDate: Where the dates start.
    ///   - mode: Ignored.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let minute = Calendar.current.dateInterval(of: .minute, for: startDate)?.start ?? startDate
        return Entries(upcoming: minute)
    }
}

/// The dates given, as SwiftUI's `ExplicitTimelineSchedule`.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    /// Creates the schedule.
    /// - Parameter dates: The dates, in order.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given.
    /// - Parameters:
    ///   - startDate: Ignored: the view shows the latest date at or before now.
    ///   - mode: Ignored.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}

/// Dates as often as an animation is drawn, as SwiftUI's `AnimationTimelineSchedule`: in a
/// terminal, at most ten a second.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The least seconds between dates in a terminal: a tenth of a second.
    static let leastInterval = 0.1

    /// The dates at the schedule's interval.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        /// The seconds between dates; `nil` while paused, when the first date is the only one.
        let interval: TimeInterval?

        /// The next date; none after the first while the schedule is paused.
        public mutating func next() -> Date? {
            defer { upcoming = interval.flatMap { interval in upcoming.map { $0 + interval } } }
            return upcoming
        }
    }

    let interval: TimeInterval
    let paused: Bool

    /// Creates the schedule.
    /// - Parameters:
    ///   - minimumInterval: The least seconds between dates; a terminal draws at most ten a second.
    ///   - paused: Whether the dates stop.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(Self.leastInterval, minimumInterval ?? 0)
        self.paused = paused
    }

    /// The dates from `startDate` on, at the schedule's interval; only `startDate` while paused.
    /// - Parameters:
    ///   - startDate: Where the dates start.
    ///   - mode: Ignored.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: startDate, interval: paused ? nil : interval)
    }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates at a fixed interval from a start.
    /// - Parameters:
    ///   - startDate: The first date.
    ///   - interval: The seconds between dates.
    /// - Returns: The schedule.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// The start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule {
    /// The dates given.
    /// - Parameter dates: The dates, in order.
    /// - Returns: The schedule.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S> {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as an animation is drawn: ten times a second in a terminal.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as an animation is drawn, at most as often as asked, or paused.
    /// - Parameters:
    ///   - minimumInterval: The least seconds between dates; a terminal draws at most ten a second.
    ///   - paused: Whether the dates stop.
    /// - Returns: The schedule.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false)
        -> AnimationTimelineSchedule
    {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}
