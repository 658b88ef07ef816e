import Foundation
import Synchronization
import Testing

@testable import TermNav
@testable import TermNavCore

/// The input reader over a pipe: what it reads, when it waits, and when input ends.
@MainActor @Suite struct InputReaderTests {
    /// A pipe standing in for the terminal: the test writes, the reader reads.
    final class Pipe: Sendable {
        /// The end the reader reads.
        let readEnd: Int32
        /// The end the test writes.
        let writeEnd: Int32
        /// Whether the write end is closed.
        private let writingClosed = Mutex(false)

        init() throws {
            var ends: [Int32] = [-1, -1]
            try #require(pipe(&ends) == 0)
            (readEnd, writeEnd) = (ends[0], ends[1])
        }

        deinit {
            closeWriting()
            _ = close(readEnd)
        }

        /// Writes bytes, all of them.
        func write(_ text: String) {
            write(Array(text.utf8))
        }

        /// Writes bytes, all of them.
        func write(_ bytes: [UInt8]) {
            _ = TerminalOutput.write(bytes, to: writeEnd)
        }

        /// Writes bytes from another thread after a pause, while the reader waits.
        func write(_ text: String, afterMilliseconds milliseconds: UInt32) {
            Thread.detachNewThread {
                usleep(milliseconds * 1000)
                self.write(text)
            }
        }

        /// Ends the input; again, does nothing.
        func closeWriting() {
            let wasClosed = writingClosed.withLock { closed in
                defer { closed = true }
                return closed
            }
            if !wasClosed { _ = close(writeEnd) }
        }
    }

    /// Every event until input ends.
    static func allEvents(_ reader: inout InputReader) -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = reader.nextEvent(waiting: true) {
            events.append(event)
        }
        return events
    }

    @Test func keysThenTheEndOfInput() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write("jk\u{1B}[B\r")
        pipe.closeWriting()
        #expect(
            Self.allEvents(&reader) == [
                .key(KeyPress("j")), .key(KeyPress("k")), .key(KeyPress(.downArrow)), .key(KeyPress(.return)),
            ])
        #expect(reader.hasEnded)
        #expect(reader.nextEvent(waiting: true) == nil)
    }

    @Test func loneEscapeIsReadAtOnce() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil, escapeDelay: 60_000)
        pipe.write("\u{1B}")
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress(.escape)))
        #expect(reader.nextEvent(waiting: false) == nil)
    }

    @Test func pendingEventNeverWaits() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil, escapeDelay: 60_000)
        #expect(reader.nextEvent(waiting: false) == nil)
        pipe.write("\u{1B}[1;")
        #expect(reader.nextEvent(waiting: false) == nil)
        pipe.write("5A")
        #expect(reader.nextEvent(waiting: false) == .key(KeyPress(.upArrow, modifiers: .control)))
        #expect(!reader.hasEnded)
    }

    /// A read that took all there was leaves what arrives after it for the next wait, which
    /// returns it at once: a key costs one look for input, not two.
    @Test func aKeyArrivingAfterAReadThatTookAllIsLeftForTheNextWait() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write("a")
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("a")))
        pipe.write("b")
        // Required: were "b" taken here, the wait below would have nothing to wait for.
        try #require(reader.nextEvent(waiting: false) == nil)
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("b")))
        #expect(reader.nextEvent(waiting: false) == nil)
        // Once it has said "none", a look without waiting asks the system again.
        pipe.write("c")
        #expect(reader.nextEvent(waiting: false) == .key(KeyPress("c")))
    }

    /// A read that fills the buffer may have left more behind: the look without waiting reads on
    /// until a read takes less, so a paste longer than the buffer is one batch.
    @Test func aPasteLongerThanOneReadIsOneBatch() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        let count = InputReader.readSize * 2 + 100
        pipe.write(String(repeating: "x", count: count))
        var events = 0
        if reader.nextEvent(waiting: true) == .key(KeyPress("x")) { events += 1 }
        while let event = reader.nextEvent(waiting: false) {
            #expect(event == .key(KeyPress("x")))
            events += 1
        }
        #expect(events == count)
    }

    @Test func aSplitSequenceIsWaitedFor() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil, escapeDelay: 60_000)
        pipe.write("\u{1B}[")
        pipe.write("6~", afterMilliseconds: 30)
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress(.pageDown)))
    }

    @Test func aSplitSequenceWhoseRestNeverComesIsDiscarded() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil, escapeDelay: 1)
        pipe.write("\u{1B}[1;")
        pipe.write("q", afterMilliseconds: 300)
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("q")))
    }

    @Test func resizeNoticesComeAsOneResize() throws {
        let pipe = try Pipe()
        let notices = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: notices.readEnd)
        notices.write([1, 1, 1])
        #expect(reader.nextEvent(waiting: true) == .resize)
        #expect(reader.nextEvent(waiting: false) == nil)
        pipe.write("q")
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("q")))
    }

    @Test func tenThousandKeysWrittenAtOnceAreAllRead() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        let burst = String(repeating: "\u{1B}OB", count: 10_000)
        Thread.detachNewThread {
            pipe.write(burst)
            pipe.closeWriting()
        }
        let events = Self.allEvents(&reader)
        #expect(events.count == 10_000)
        #expect(events.allSatisfy { $0 == .key(KeyPress(.downArrow)) })
    }

    @Test func escapeDelayIsFiftyMillisecondsByDefaultAndNeverNegative() {
        #expect(InputReader.defaultEscapeDelay == 50)
        #expect(InputReader(resizeNotices: nil, escapeDelay: -5).escapeDelay == 0)
    }
}
