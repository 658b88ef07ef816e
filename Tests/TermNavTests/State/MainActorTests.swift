import TermNav
import TermNavTesting
import Testing

// Views, their actions and their tasks run on the main actor, as in SwiftUI, and `settle()` runs
// the main actor's pending work: each result is on screen after it, with no key pressed.

@MainActor @Observable
private final class Inbox {
    var fromTask = "waiting"
    var fromQueue = "waiting"
    var fromRun = "waiting"
    var count = 0

    func add() { count += 1 }
}

private actor Mailroom {
    func sort(_ letters: [String]) -> [String] { letters.sorted() }
}

private struct InboxView: View {
    @State private var inbox = Inbox()

    var body: some View {
        List {
            Text("Task: \(inbox.fromTask)")
            Text("Queue: \(inbox.fromQueue)")
            Text("Run: \(inbox.fromRun)")
            Button("Count \(inbox.count)") {
                // A main-actor method, called from an action with no hop.
                inbox.add()
                let inbox = self.inbox
                Task { @MainActor in
                    try? await Task.sleep(for: .milliseconds(30))
                    inbox.add()
                }
            }
        }
        .navigationTitle("Inbox")
        .onAppear {
            let inbox = self.inbox
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(40))
                inbox.fromTask = "after a sleep"
            }
        }
        .task {
            let sorted = await Mailroom().sort(["b", "a"])
            await MainActor.run { inbox.fromRun = sorted.joined() }
        }
    }
}

private struct QueueView: View {
    @State private var inbox = Inbox()

    var body: some View {
        Text("Queue: \(inbox.fromQueue)")
            .onAppear {
                let inbox = self.inbox
                DispatchQueue.main.async {
                    MainActor.assumeIsolated { inbox.fromQueue = "now" }
                }
                DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
                    MainActor.assumeIsolated { inbox.fromQueue += " and later" }
                }
            }
    }
}

@MainActor @Suite struct MainActorTests {
    @Test func aMainActorModelInStateIsSetByTasksWithNoKey() async {
        let driver = TestDriver(NavigationStack { InboxView() }, width: 30, height: 8)
        driver.expectLines([" Task: waiting", " Queue: waiting", " Run: waiting"], from: 2)
        await driver.settle()
        driver.expectScreen([
            " Inbox",
            "",
            " Task: after a sleep",
            " Queue: waiting",
            " Run: ab",
            " Count 0",
            "",
            " ↑↓ move  q quit          1/4",
        ])
    }

    @Test func aTaskAnActionStartsIsWaitedFor() async {
        let driver = TestDriver(NavigationStack { InboxView() }, width: 30, height: 8)
        await driver.settle()
        driver.press(.end, .return)
        driver.expectLines([" Count 1"], from: 5, "the action's own change, drawn at once")
        await driver.settle()
        driver.expectLines([" Count 2"], from: 5, "the task's change, once it slept")
    }

    @Test func mainQueueBlocksRunInSettle() async throws {
        let driver = TestDriver(QueueView(), width: 30, height: 3)
        driver.expectLines(["        Queue: waiting"], from: 1)
        await driver.settle()
        // The later block may have run too, on a busy machine, but the first one has.
        let laterRan = driver.screenText.contains("and later")
        driver.expectScreen(
            ["", laterRan ? "     Queue: now and later" : "          Queue: now"],
            "a block queued already runs")
        try await Task.sleep(for: .milliseconds(300))
        await driver.settle()
        driver.expectLines(["     Queue: now and later"], from: 1, "a block due runs once its time passed")
    }
}
