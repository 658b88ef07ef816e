import Foundation

extension Text {
    /// Creates text showing a value as a Foundation format style writes it, as SwiftUI's
    /// `Text(_:format:)`.
    ///
    /// ```swift
    /// Text(price, format: .currency(code: "EUR"))
    /// Text(event.date, format: .dateTime.day().month().year())
    /// ```
    /// - Parameters:
    ///   - input: The value to show.
    ///   - format: How to write it.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(verbatim: format.format(input))
    }

    /// Creates text showing a value as a Foundation formatter writes it, as SwiftUI's
    /// `Text(_:formatter:)`; a value the formatter cannot write shows as nothing.
    /// - Parameters:
    ///   - subject: The value to show.
    ///   - formatter: How to write it.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.init(verbatim: formatter.string(for: subject) ?? "")
    }

    /// Creates text showing a date in one of SwiftUI's date styles, as `Text(_:style:)`.
    ///
    /// The text is written when the view is built: `.relative`, `.offset` and `.timer` show the
    /// distance from the moment the view was built, and a view shows it afresh when it is built
    /// again (a `TimelineView` is not there yet).
    /// - Parameters:
    ///   - date: The date.
    ///   - style: How to show it.
    public init(_ date: Date, style: DateStyle) {
        self.init(verbatim: style.text(for: date, now: Date()))
    }

    /// How `Text(_:style:)` shows a date.
    public struct DateStyle: Equatable, Sendable {
        private enum Kind: Equatable, Sendable {
            case time, date, relative, offset, timer
        }

        private let kind: Kind

        /// The time of day, as `9:41 AM` in the user's locale.
        public static let time = DateStyle(kind: .time)
        /// The date, as `June 3, 2026` in the user's locale.
        public static let date = DateStyle(kind: .date)
        /// How far the date is from now, in words: `2 hours, 5 minutes`.
        public static let relative = DateStyle(kind: .relative)
        /// The signed distance from now: `+2 hours`, `-5 minutes`.
        public static let offset = DateStyle(kind: .offset)
        /// The distance from now as a timer: `2:05:09`, `5:03`.
        public static let timer = DateStyle(kind: .timer)

        /// The text for `date` seen at `now`.
        func text(for date: Date, now: Date) -> String {
            switch kind {
            case .time:
                return date.formatted(date: .omitted, time: .shortened)
            case .date:
                return date.formatted(date: .long, time: .omitted)
            case .relative:
                return Self.words(for: abs(date.timeIntervalSince(now)))
            case .offset:
                let interval = date.timeIntervalSince(now)
                return (interval < 0 ? "-" : "+") + Self.words(for: abs(interval), units: 1)
            case .timer:
                let seconds = Int(abs(date.timeIntervalSince(now)).rounded(.down))
                let (hours, minutes, rest) = (seconds / 3600, seconds / 60 % 60, seconds % 60)
                let tail = String(format: "%02d", rest)
                return hours > 0
                    ? "\(hours):" + String(format: "%02d", minutes) + ":" + tail : "\(minutes):" + tail
            }
        }

        /// A distance in English words, its largest `units` units: `2 hours, 5 minutes`.
        private static func words(for interval: TimeInterval, units: Int = 2) -> String {
            let steps: [(name: String, seconds: Int)] = [
                ("year", 31_536_000), ("month", 2_592_000), ("day", 86_400), ("hour", 3_600),
                ("minute", 60), ("second", 1),
            ]
            var rest = Int(interval.rounded(.down))
            let counts = steps.map { step in
                defer { rest %= step.seconds }
                return rest / step.seconds
            }
            // The largest unit that counts, and the ones just below it.
            let first = counts.firstIndex { $0 > 0 } ?? steps.count
            let parts = (first..<min(first + units, steps.count)).compactMap { index -> String? in
                let count = counts[index]
                return count == 0 ? nil : "\(count) \(steps[index].name)\(count == 1 ? "" : "s")"
            }
            return parts.isEmpty ? "0 seconds" : parts.joined(separator: ", ")
        }
    }
}
