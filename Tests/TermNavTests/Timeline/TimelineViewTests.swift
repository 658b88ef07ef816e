import Foundation
import TermNav
import TermNavTesting
import Testing

// TimelineView: its content built for the schedule's latest date, drawn again at each date while
// it is on screen, and never while a pushed screen covers it.

private let start = Date(timeIntervalSinceReferenceDate: 800_000_000)

private struct Clocks: View {
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading) {
                TimelineView(.explicit([start, start + 60, Date.distantFuture])) { context in
                    Text("Explicit: \(Int(context.date.timeIntervalSince(start)))")
                }
                TimelineView(.periodic(from: start, by: 3600)) { context in
                    Text("Hours: \(Int(context.date.timeIntervalSince(start)) % 3600)")
                }
                TimelineView(.everyMinute) { context in
                    Text("Minute: \(Calendar.current.component(.second, from: context.date))")
                }
                TimelineView(.animation(minimumInterval: 0.01, paused: true)) { context in
                    Text("Paused: \(context.cadence == .live ? "live" : "slow")")
                }
                Button("Details") { showsDetails = true }
            }
            .navigationTitle("Clocks")
            .navigationDestination(isPresented: $showsDetails) { Text("Nothing ticking here") }
        }
    }
}

/// How many times a schedule was asked for its dates: each time the view is drawn again, and
/// before each wait for the next date.
private final class Asked: @unchecked Sendable {
    var count = 0
}

/// Every tenth of a second, counting the times it is asked.
private struct Tenths: TimelineSchedule {
    let asked: Asked

    func entries(from startDate: Date, mode: Mode) -> PeriodicTimelineSchedule.Entries {
        asked.count += 1
        return PeriodicTimelineSchedule(from: start, by: 0.1).entries(from: startDate, mode: mode)
    }
}

private struct Stopwatch: View {
    let asked: Asked
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            VStack {
                TimelineView(Tenths(asked: asked)) { context in
                    Text("Tenths: \(Int(context.date.timeIntervalSince(start) * 10) % 10)")
                }
                Button("Details") { showsDetails = true }
            }
            .navigationDestination(isPresented: $showsDetails) { Text("Nothing ticking here") }
        }
    }
}

/// A count the views do not observe: only a timeline built again shows it anew.
private final class Unobserved: @unchecked Sendable {
    var presses = 0
}

private struct Invalidated: View {
    let unobserved: Unobserved

    var body: some View {
        TimelineView(.explicit([start])) { context in
            Button("Pressed \(unobserved.presses)") {
                unobserved.presses += 1
                context.invalidateTimelineContent()
            }
        }
    }
}

@MainActor @Suite struct TimelineViewTests {
    @Test func theContentIsBuiltForTheSchedulesLatestDate() {
        let driver = TestDriver(Clocks(), width: 30, height: 9)
        driver.expectScreen([
            " Clocks",
            "",
            "         Explicit: 60",
            "         Hours: 0",
            "         Minute: 0",
            "         Paused: live",
            "         Details",
            "",
            " Enter open  q quit",
        ])
    }

    @Test func itIsDrawnAgainWhileShownAndNeverWhileCovered() async throws {
        let asked = Asked()
        let driver = TestDriver(Stopwatch(asked: asked), width: 30, height: 6)
        let first = driver.line(containing: "Tenths")
        // The ticks run on the main queue between the tests' own work: a busy machine may take
        // a while to get to them.
        var later = first
        for _ in 0..<100 where later == first {
            try await Task.sleep(for: .milliseconds(50))
            await driver.settle()
            later = driver.line(containing: "Tenths")
        }
        #expect(first != later, "the timeline was drawn again")
        driver.press(.return)
        driver.expectScreen([
            " ‹ Back",
            "",
            "     Nothing ticking here",
            "",
            "",
            " Esc back  q quit",
        ])
        let askedWhenCovered = asked.count
        try await Task.sleep(for: .milliseconds(350))
        await driver.settle()
        #expect(asked.count == askedWhenCovered, "no date waited for while the timeline is covered")
        driver.press(.escape)
        #expect(driver.line(containing: "Tenths") != nil)
        let askedWhenShown = asked.count
        for _ in 0..<100 where asked.count == askedWhenShown {
            try await Task.sleep(for: .milliseconds(50))
            await driver.settle()
        }
        #expect(asked.count > askedWhenShown, "the timeline ticks again once it is shown again")
    }

    @Test func invalidatingTheContentBuildsItAgain() {
        let driver = TestDriver(Invalidated(unobserved: Unobserved()), width: 20, height: 3)
        driver.expectScreen(["", "     Pressed 0", ""])
        driver.press(.return, .return)
        driver.expectScreen(["", "     Pressed 2", ""])
    }

    @Test func anAnimationComesTenTimesASecondAtMostAndNotAtAllWhilePaused() {
        func gaps(_ schedule: AnimationTimelineSchedule) -> [Double] {
            let dates = Array(schedule.entries(from: start, mode: .normal).prefix(3))
            return zip(dates, dates.dropFirst()).map { ($1.timeIntervalSince($0) * 1000).rounded() / 1000 }
        }
        #expect(gaps(.animation) == [0.1, 0.1])
        #expect(gaps(.animation(minimumInterval: 0.01)) == [0.1, 0.1])
        #expect(gaps(.animation(minimumInterval: 0.5)) == [0.5, 0.5])
        #expect(gaps(.animation(paused: true)).isEmpty)
    }
}
