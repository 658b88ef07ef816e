import Foundation

/// A view drawn again at the times of a schedule, as SwiftUI's `TimelineView`: its content is
/// built for each date, while the view is on screen.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, format: .dateTime.hour().minute().second())
/// }
/// ```
///
/// The dates are blocks on the main queue, as a spinner's ticks are: they start when the view
/// appears and stop when it leaves the screen (a screen pushed over it, its row scrolled away),
/// so an app with no timeline in view draws nothing and uses no CPU. `.animation` draws ten
/// times a second at most.
nonisolated public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is built for: the date of the schedule it stands for, and how often the
    /// view is drawn again.
    public struct Context {
        /// How often the view is drawn again: as often as its schedule says (`.live`), or, where
        /// a system slows it down, about once a second or a minute.
        public enum Cadence: Comparable, Sendable {
            /// At each of the schedule's dates: always, in a terminal.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date of the schedule the content is built for.
        public let date: Date
        /// How often the view is drawn again: `.live` in a terminal, which never slows a
        /// timeline down (content may leave out what changes faster than the cadence).
        public let cadence: Cadence

        /// Asks for the content to be built again now, before the schedule's next date.
        @MainActor public func invalidateTimelineContent() {
            invalidate()
        }

        /// What ``invalidateTimelineContent()`` runs.
        let invalidate: @MainActor () -> Void
    }

    /// The schedule.
    let schedule: Schedule
    /// Builds the content for a date.
    let content: (TimelineViewDefaultContext) -> Content
}

/// What a ``TimelineView``'s content is built for, whatever its schedule.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// Creates a view drawn again at the schedule's dates.
    /// - Parameters:
    ///   - schedule: When to draw it again.
    ///   - content: Builds the content for a date.
    public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = content
    }

    /// Creates a view drawn again at the schedule's dates (SwiftUI's older form, with the
    /// view's own context type).
    /// - Parameters:
    ///   - schedule: When to draw it again.
    ///   - content: Builds the content for a date.
    @available(*, deprecated, message: "Use TimelineViewDefaultContext for the type of the context")
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = { context in
            content(Context(date: context.date, cadence: .live, invalidate: context.invalidate))
        }
    }

    /// The content for the schedule's latest date, drawn again at each date.
    @MainActor public var body: some View {
        TimelineTicks(schedule: schedule, content: content)
    }
}

/// The dates of a schedule while on screen: the content is built for the latest date at or
/// before now, and again at each date after, until the view leaves the screen.
struct TimelineTicks<Schedule: TimelineSchedule, Content: View>: View {
    /// The schedule.
    let schedule: Schedule
    /// Builds the content for a date.
    let content: (TimelineViewDefaultContext) -> Content

    /// The date shown, set when the view appears and at each of the schedule's dates after.
    @State private var shown: Date?
    /// How many times the content asked to be built again before the next date.
    @State private var invalidations = 0
    @State private var ticker = Ticker()

    var body: some View {
        let invalidations = $invalidations
        let context = TimelineViewDefaultContext(
            date: shown ?? Self.dates(of: schedule, around: Date()).latest ?? Date(),
            cadence: .live,
            invalidate: { invalidations.wrappedValue &+= 1 }
        )
        return content(context)
            .onAppear {
                let shown = $shown
                let schedule = schedule
                // The view shows the latest date now; each tick shows the date that came.
                shown.wrappedValue = Self.dates(of: schedule, around: Date()).latest
                ticker.start(after: {
                    guard let next = Self.dates(of: schedule, around: Date()).next else { return nil }
                    let seconds = next.timeIntervalSinceNow
                    return seconds.isFinite ? seconds : nil
                }) {
                    shown.wrappedValue = Self.dates(of: schedule, around: Date()).latest ?? Date()
                }
            }
            .onDisappear { ticker.stop() }
    }

    /// The most dates read looking for the ones around a date (an explicit schedule's dates are
    /// read from the first).
    static var mostEntries: Int { 100_000 }

    /// A schedule's latest date at or before a date, and its first date after it.
    static func dates(of schedule: Schedule, around date: Date) -> (latest: Date?, next: Date?) {
        var latest: Date?
        var read = 0
        for entry in schedule.entries(from: date, mode: .normal) {
            if entry > date { return (latest, entry) }
            latest = entry
            read += 1
            if read >= mostEntries { break }
        }
        return (latest, nil)
    }
}
