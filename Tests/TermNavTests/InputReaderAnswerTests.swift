import Foundation
import Testing

@testable import TermNav
@testable import TermNavCore

/// The wait for the terminal's background colour as the app starts, over a pipe: the answer
/// read, the keys typed meanwhile kept, a terminal that does not answer never waited for long,
/// and an answer that comes late reported then.
@MainActor @Suite struct InputReaderAnswerTests {
    typealias Pipe = InputReaderTests.Pipe

    static let white = "\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\"
    static let black = "\u{1B}]11;rgb:0000/0000/0000\u{07}"
    static let deviceAttributes = "\u{1B}[?64;1;2;6;9;15;16;17;18;21;22;28c"

    /// The events already there, without waiting.
    static func pendingEvents(_ reader: inout InputReader) -> [InputEvent] {
        var events: [InputEvent] = []
        while let event = reader.nextEvent(waiting: false) {
            events.append(event)
        }
        return events
    }

    @Test func theAnswerIsTakenAndTheKeysAroundItKeptInOrder() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write("j" + Self.white + Self.deviceAttributes + "k")
        #expect(reader.awaitBackground(within: .seconds(1)) == .light)
        #expect(Self.pendingEvents(&reader) == [.key(KeyPress("j")), .key(KeyPress("k"))])
    }

    @Test func keysTypedWhileWaitingAreHandedOutAfterwards() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write("j")
        pipe.write("\u{1B}[B" + Self.black, afterMilliseconds: 20)
        #expect(reader.awaitBackground(within: .seconds(2)) == .dark)
        pipe.write("k")
        pipe.closeWriting()
        #expect(
            InputReaderTests.allEvents(&reader) == [
                .key(KeyPress("j")), .key(KeyPress(.downArrow)), .key(KeyPress("k")),
            ])
    }

    @Test func aTerminalThatAnswersOnlyTheDeviceAttributesIsNotWaitedFor() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write(Self.deviceAttributes + "q")
        let start = ContinuousClock.now
        #expect(reader.awaitBackground(within: .seconds(5)) == nil)
        #expect(ContinuousClock.now - start < .seconds(2))
        #expect(Self.pendingEvents(&reader) == [.key(KeyPress("q"))])
    }

    @Test func aTerminalThatAnswersNothingIsWaitedForOnlyUpToTheLimit() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write("q")
        let start = ContinuousClock.now
        #expect(reader.awaitBackground(within: .milliseconds(30)) == nil)
        let waited = ContinuousClock.now - start
        #expect(waited >= .milliseconds(30) && waited < .seconds(1), "\(waited)")
        #expect(Self.pendingEvents(&reader) == [.key(KeyPress("q"))])
    }

    @Test func aLateAnswerComesAsTheColorSchemeOnceAndKeysAroundItStay() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        #expect(reader.awaitBackground(within: .milliseconds(10)) == nil)
        pipe.write("a" + Self.white + "b")
        // The answer comes after the keys of its read.
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("a")))
        #expect(reader.nextEvent(waiting: true) == .key(KeyPress("b")))
        #expect(reader.nextEvent(waiting: true) == .colorScheme(.light))
        // A second answer is no answer to the question, which was asked once.
        pipe.write(Self.black + "c")
        pipe.closeWriting()
        #expect(InputReaderTests.allEvents(&reader) == [.key(KeyPress("c"))])
    }

    @Test func anAnswerNobodyAskedForIsDiscarded() throws {
        let pipe = try Pipe()
        var reader = InputReader(input: pipe.readEnd, resizeNotices: nil)
        pipe.write("a" + Self.white + "b")
        pipe.closeWriting()
        #expect(InputReaderTests.allEvents(&reader) == [.key(KeyPress("a")), .key(KeyPress("b"))])
    }
}
