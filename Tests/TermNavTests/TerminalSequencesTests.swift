import Testing

@testable import TermNav
@testable import TermNavCore

/// The sequences the writer keeps are the capabilities' own, each made once.
@MainActor @Suite struct TerminalSequencesTests {
    /// xterm's capabilities, counting how many times each parameterised one is filled in.
    final class Counter {
        var fills = 0
    }

    static func counted(_ counter: Counter) -> TerminalCapabilities {
        var capabilities = XtermCapabilities.make()
        let address = capabilities.cursorAddress
        capabilities.cursorAddress = { row, column in
            counter.fills += 1
            return address(row, column)
        }
        if let column = capabilities.columnAddress {
            capabilities.columnAddress = { parameter in
                counter.fills += 1
                return column(parameter)
            }
        }
        return capabilities
    }

    @Test func everySequenceIsTheCapabilitysOwnMadeOnce() {
        let counter = Counter()
        let capabilities = Self.counted(counter)
        var sequences = TerminalSequences(capabilities)
        for _ in 0..<3 {
            for row in [0, 5, 23] {
                for column in [0, 7, 79] {
                    #expect(sequences.cursorAddress(row, column) == capabilities.cursorAddress(row, column))
                    #expect(
                        sequences.cursorAddressLength(row, column)
                            == capabilities.cursorAddress(row, column)?.count)
                }
            }
            #expect(sequences.sequence(.columnAddress, 41) == capabilities.columnAddress?(41))
            #expect(sequences.length(.columnAddress, 41) == capabilities.columnAddress?(41)?.count)
        }
        // Each was filled in once by the sequences, and once more each time by the test.
        #expect(counter.fills == 9 + 1 + 3 * (2 * 9 + 2))
    }

    @Test func parametersBeyondThoseKeptAreFilledInEachTime() {
        var sequences = TerminalSequences(XtermCapabilities.make())
        #expect(sequences.sequence(.cursorRightBy, SequenceMemo.limit + 5) == XtermCapabilities.csi("4101C"))
        #expect(sequences.sequence(.cursorRightBy, -1) == XtermCapabilities.csi("-1C"))
        #expect(sequences.cursorAddress(SequenceMemo.limit, 0) == XtermCapabilities.csi("4097;1H"))
    }

    @Test func aCapabilityTheTerminalLacksIsNil() {
        var capabilities = XtermCapabilities.make()
        capabilities.eraseCharacters = nil
        capabilities.scrollRegion = nil
        var sequences = TerminalSequences(capabilities)
        #expect(sequences.sequence(.eraseCharacters, 4) == nil)
        #expect(sequences.length(.eraseCharacters, 4) == nil)
        #expect(sequences.scrollRegion(0, 5) == nil)
    }

    @Test func aChangeOfStyleIsTheStylesOwnMadeOnce() {
        let capabilities = XtermCapabilities.make()
        var sequences = TerminalSequences(capabilities)
        let styles = [
            Style.plain, Style(attributes: .bold), Style(attributes: [.reverse, .dim]),
            Style(foreground: .red),
            Style(attributes: .italic, background: .blue),
        ]
        for _ in 0..<2 {
            for from in styles {
                for to in styles {
                    var start = TerminalStyle.unknown
                    _ = start.change(to: from, using: capabilities)
                    var expected = start
                    let bytes = expected.change(to: to, using: capabilities)
                    var kept = start
                    #expect(sequences.change(&kept, to: to) == bytes)
                    #expect(kept == expected)
                }
            }
        }
    }

    /// More changes than the recent ones have slots, in one order and back: a change found in its
    /// slot is the one asked for, whatever else went in the slot before.
    @Test func aChangeAmongManyIsTheStylesOwn() {
        let capabilities = XtermCapabilities.make()
        var sequences = TerminalSequences(capabilities)
        let attributes: [Style.Attributes] = [[], .bold, .dim, .reverse, [.bold, .underline]]
        let colors: [Color] = [.default, .red, .blue, .gray]
        let styles = attributes.flatMap { attributes in
            colors.map {
                Style(attributes: attributes, foreground: $0, background: $0 == .red ? .blue : .default)
            }
        }
        let changes = styles.flatMap { from in styles.map { (from, $0) } }
        for pass in 0..<3 {
            for (from, to) in pass == 1 ? changes.reversed() : changes {
                var start = TerminalStyle.unknown
                _ = start.change(to: from, using: capabilities)
                var expected = start
                let bytes = expected.change(to: to, using: capabilities)
                var kept = start
                #expect(sequences.change(&kept, to: to) == bytes)
                #expect(kept == expected)
            }
        }
    }

    @Test func aStyleIsDrawnAsTheCapabilitiesSay() {
        var capabilities = XtermCapabilities.make(colors: false)
        capabilities.attributeSequences.removeAll { $0.attribute == .italic }
        let drawable = DrawableStyle(capabilities)
        for bits in 0...UInt8.max {
            let style = Style(
                attributes: Style.Attributes(rawValue: bits), foreground: .red, background: .blue)
            #expect(drawable(style) == capabilities.drawable(style))
        }
        let colored = XtermCapabilities.make()
        let style = Style(attributes: [.bold, .strikethrough], foreground: .red)
        #expect(DrawableStyle(colored)(style) == colored.drawable(style))
    }
}
