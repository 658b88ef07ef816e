import Foundation
import Synchronization
import Testing

@testable import TermNav
@testable import TermNavCore

/// The run loop wakes for its own work, through the terminal's wait for input, without polling.
@Suite struct WakeTests {
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

    @Test func workArrivingCallsTheWakerOnceUntilTheLoopRunsIt() {
        let loop = LoopExecutor()
        let calls = Counter()
        loop.setWaker { calls.add() }
        loop.schedule {}
        loop.schedule {}
        #expect(calls.value == 1)
        loop.applyChanges()
        loop.schedule {}
        #expect(calls.value == 2)
    }

    @Test func aTaskOnTheLoopRunsOnlyWhenTheLoopRunsItsJobs() async {
        let loop = LoopExecutor()
        let steps = Counter()
        let task = loop.start(priority: nil) { steps.add() }
        #expect(steps.value == 0)
        #expect(loop.hasRunningTasks)
        while loop.hasRunningTasks {
            if !loop.runJobs() { await loop.nextWork() }
        }
        await task.value
        #expect(steps.value == 1)
    }
}

/// A count shared with other threads.
private final class Counter: Sendable {
    private let count = Mutex(0)
    var value: Int { count.withLock { $0 } }
    func add() { count.withLock { $0 += 1 } }
}
