import Testing

@testable import TermNavCore

/// Scrolling through a long list keeps a bounded number of rows resolved and laid out, however
/// many rows went by, and rows let go come back the same when shown again.
@Suite struct RowCacheTests {
    struct Numbers: View {
        var body: some View {
            NavigationStack {
                List(0..<1_000_000, id: \.self) { number in
                    NavigationLink("Number \(number)", value: number)
                }
                .navigationTitle("Numbers")
            }
        }
    }

    @Test func tenThousandRowsGoneByLeaveABoundedCache() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let session = AppSession(root: Numbers(), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        let first = terminal.canvas.lines
        // A burst: ten thousand keys handled, then one frame, as a paste or a held key is.
        for _ in 0..<10_000 { session.handle(.key(KeyPress(.downArrow))) }
        session.drawFrame()
        // And ten thousand more, a frame each.
        for _ in 0..<10_000 {
            session.handle(.key(KeyPress(.downArrow)))
            session.drawFrame()
        }
        let rows = try #require(session.engine.stack.last?.resolved?.rows)
        #expect(rows.resolvedCount <= RowCache.limit + 1, "\(rows.resolvedCount) rows kept resolved")
        #expect(
            terminal.canvas.lines.last?.contains(" 20001/1000000") == true,
            "\(terminal.canvas.lines.last ?? "")")
        session.handle(.key(KeyPress(.home)))
        session.drawFrame()
        #expect(terminal.canvas.lines == first, "the top of the list reads as it first did")
    }
}
