import Testing

@testable import TermNav
@testable import TermNavCore

/// How a complete escape sequence is split into its parts.
@Suite struct EscapeSequenceTests {
    /// The sequence for a string's bytes.
    static func parse(_ text: String) -> EscapeSequence? {
        EscapeSequence(Array(text.utf8))
    }

    @Test func controlSequenceWithParameters() throws {
        let sequence = try #require(Self.parse("\u{1B}[1;5A"))
        #expect(sequence.introducer == .controlSequence)
        #expect(sequence.parameters == [1, 5])
        #expect(sequence.intermediates.isEmpty)
        #expect(sequence.final == UInt8(ascii: "A"))
        #expect(sequence.privateMarker == nil)
    }

    @Test func emptyParametersAreNil() throws {
        #expect(try #require(Self.parse("\u{1B}[;5H")).parameters == [nil, 5])
        #expect(try #require(Self.parse("\u{1B}[A")).parameters.isEmpty)
    }

    @Test func privateMarkerAndIntermediates() throws {
        let reply = try #require(Self.parse("\u{1B}[?1;2$y"))
        #expect(reply.privateMarker == UInt8(ascii: "?"))
        #expect(reply.parameters == [1, 2])
        #expect(reply.intermediates == [UInt8(ascii: "$")])
        #expect(reply.keyPress == nil)
    }

    @Test func singleShiftAndLinuxFunctionKey() throws {
        #expect(try #require(Self.parse("\u{1B}O5A")).introducer == .singleShift)
        let linux = try #require(Self.parse("\u{1B}[[B"))
        #expect(linux.introducer == .linuxFunctionKey)
        #expect(linux.final == UInt8(ascii: "B"))
    }

    static let malformed: [String] = [
        "\u{1B}[1 2A", "\u{1B}[1?A", "\u{1B}[1:2A", "\u{1B}[99999999A", "\u{1B}x", "\u{1B}", "\u{1B}[",
    ]

    @Test(arguments: malformed)
    func malformedSequencesAreNotParsed(text: String) {
        #expect(Self.parse(text) == nil)
    }

    static let modifierTable: [(Int?, EventModifiers?)] = [
        (nil, []), (1, []), (2, .shift), (3, .option), (4, [.shift, .option]), (5, .control),
        (6, [.shift, .control]), (7, [.option, .control]), (8, [.shift, .option, .control]), (9, .option),
        (65, []), (0, nil), (257, nil),
    ]

    @Test(arguments: modifierTable)
    func xtermModifierParameters(parameter: Int?, modifiers: EventModifiers?) {
        #expect(EscapeSequence.modifiers(parameter) == modifiers)
    }
}
