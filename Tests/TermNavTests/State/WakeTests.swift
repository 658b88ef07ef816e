import Foundation
import Synchronization
import Testing

@testable import TermNav
@testable import TermNavCore

/// The run loop wakes for its own work, through the terminal's wait for input, without polling.
@MainActor @Suite struct WakeTests {
    @Test func aWakeFromAnotherThreadEndsTheWaitForInput() throws {
        let keys = try InputReaderTests.Pipe()
        let wakePipe = try #require(WakePipe.make())
        defer { wakePipe.close() }
        var reader = InputReader(input: keys.readEnd, resizeNotices: nil, wakeNotices: wakePipe.readEnd)
        #expect(reader.nextEvent(waiting: false) == nil)
        Thread.detachNewThread {
            usleep(20_000)
            for _ in 0..<5 { wakePipe.wake() }
        }
        #expect(reader.nextEvent(waiting: true) == .wake)
        // However many wake-ups came, one event says so.
        #expect(reader.nextEvent(waiting: false) == nil)
        keys.write("a")
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("a")))
    }

    @Test func aChangeArrivingCallsTheWakerOnceUntilTheLoopAppliesIt() {
        let loop = LoopWork()
        let calls = Counter()
        loop.setWaker { calls.add() }
        loop.schedule {}
        loop.schedule {}
        #expect(calls.value == 1)
        loop.applyChanges()
        loop.schedule {}
        #expect(calls.value == 2)
    }

    @Test func aTaskStartedByAppCodeIsCountedUntilItEnds() async {
        let loop = LoopWork()
        let steps = Counter()
        #expect(!loop.isBusy)
        _ = loop.counting {
            Task { @MainActor in
                try? await Task.sleep(for: .milliseconds(20))
                Task { @MainActor in
                    // A task started by a counted task is counted too.
                    try? await Task.sleep(for: .milliseconds(20))
                    steps.add()
                }
                steps.add()
            }
        }
        #expect(loop.isBusy, "the task holds the activity it was started in")
        #expect(steps.value == 0)
        while loop.isBusy { await loop.nextWork() }
        #expect(steps.value == 2)
    }

    @Test func codeThatStartsNoTaskLeavesNothingCounted() {
        let loop = LoopWork()
        loop.counting {}
        #expect(!loop.isBusy)
    }

    @Test func aViewTaskIsCountedUntilItEnds() async {
        let loop = LoopWork()
        let steps = Counter()
        let task = loop.start(priority: nil) { steps.add() }
        #expect(loop.isBusy)
        await task.value
        #expect(steps.value == 1)
        while loop.isBusy { await loop.nextWork() }
    }
}

/// A count shared with other threads.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
