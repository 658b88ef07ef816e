import Foundation
import TermNav
import TermNavTesting
import Testing

// `.onReceive`: a view takes a publisher's values while it is on screen, on the main actor
// between frames, and the state the action changes is drawn.

/// A clock label driven by a timer, as SwiftUI apps write it, with a screen to cover it.
private struct Clock: View {
    let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
    @State private var seconds = 0
    @State private var showsDetails = false

    var body: some View {
        NavigationStack {
            VStack {
                Text("Seconds: \(seconds)")
                    .onReceive(timer) { _ in seconds += 1 }
                Button("Details") { showsDetails = true }
            }
            .navigationTitle("Clock")
            .navigationDestination(isPresented: $showsDetails) { Text("Nothing ticking here") }
        }
    }
}

private final class Inbox: ObservableObject {
    @Published var unread = 3
}

/// Values sent by the app's own code: a subject, a `@Published` property, a notification.
private struct Mail: View {
    let sent: PassthroughSubject<String, Never>
    let inbox: Inbox
    @State private var last = "nothing"
    @State private var unread = 0
    @State private var notified = 0

    var body: some View {
        VStack(alignment: .leading) {
            Text("Last: \(last)")
                .onReceive(sent.map { $0.uppercased() }.filter { !$0.isEmpty }) { last = $0 }
            Text("Unread: \(unread)")
                .onReceive(inbox.$unread.removeDuplicates()) { unread = $0 }
            Text("Notified: \(notified)")
                .onReceive(NotificationCenter.default.publisher(for: .mailArrived)) { _ in notified += 1 }
            Text("Just: ").onReceive(Just(1)) { _ in }
        }
    }
}

extension Notification.Name {
    fileprivate static let mailArrived = Notification.Name("OnReceiveTests.mailArrived")
}

@MainActor @Suite struct OnReceiveTests {
    @Test func aTimerDrivesAClockLabelAndStopsWhileCovered() async throws {
        let driver = TestDriver(Clock(), width: 30, height: 6)
        driver.expectScreen([
            " Clock",
            "",
            "          Seconds: 0",
            "           Details",
            "",
            " Enter open  q quit",
        ])
        // The tick comes a second later, on the main queue, between the tests' own work.
        for _ in 0..<60 where driver.line(containing: "Seconds: 0") != nil {
            try await Task.sleep(for: .milliseconds(50))
            await driver.settle()
        }
        // A busy machine may run a tick or two late, so more than one may have come by now.
        let shown = try #require(driver.line(containing: "Seconds:"))
        let seconds = try #require(Int(shown.split(separator: " ").last ?? ""))
        #expect(seconds >= 1)
        driver.expectScreen([
            " Clock",
            "",
            "          Seconds: \(seconds)",
            "           Details",
            "",
            " Enter open  q quit",
        ])
        driver.press(.downArrow, .return)
        // Covered, the label takes no ticks: back after more than a second, it says the same.
        try await Task.sleep(for: .milliseconds(1300))
        await driver.settle()
        driver.press(.escape)
        #expect(driver.line(containing: "Seconds: \(seconds)") != nil)
    }

    @Test func subjectsPublishedPropertiesAndNotificationsReachTheView() async {
        let sent = PassthroughSubject<String, Never>()
        let inbox = Inbox()
        let driver = TestDriver(Mail(sent: sent, inbox: inbox), width: 24, height: 6)
        // A `@Published` property's publisher gives its value as the view appears.
        driver.expectScreen([
            "     Last: nothing",
            "     Unread: 3",
            "     Notified: 0",
            "     Just:",
            "",
            " q quit",
        ])
        sent.send("")
        sent.send("hello")
        inbox.unread = 4
        NotificationCenter.default.post(name: .mailArrived, object: nil)
        await driver.settle()
        driver.expectScreen([
            "      Last: HELLO",
            "      Unread: 4",
            "      Notified: 1",
            "      Just:",
            "",
            " q quit",
        ])
    }

    @Test func aValueSentOnAnotherThreadArrivesOnTheMainActor() async {
        let sent = PassthroughSubject<String, Never>()
        let driver = TestDriver(Mail(sent: sent, inbox: Inbox()), width: 24, height: 6)
        await Task.detached { sent.send("far") }.value
        await driver.settle()
        #expect(driver.line(containing: "Last:") == "      Last: FAR")
    }

    @Test func aSubjectDeliversUntilCancelled() {
        let subject = CurrentValueSubject<Int, Never>(1)
        var seen: [Int] = []
        var subscriptions = Set<AnyCancellable>()
        subject.sink { seen.append($0) }.store(in: &subscriptions)
        subject.send(2)
        subscriptions.removeAll()
        subject.send(3)
        #expect(seen == [1, 2])
        #expect(subject.value == 3)
    }
}
