import Testing

@testable import TermNavCore

/// Scrolling through a long list keeps a bounded number of rows resolved and laid out, however
/// many rows went by, and rows let go come back the same when shown again.
@MainActor @Suite struct RowCacheTests {
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

    /// A row of its own view type, with a body, so each row shown has a record in the graph.
    struct NumberRow: View {
        let number: Int
        var body: some View {
            HStack {
                Text("Number \(number)")
                Spacer()
            }
        }
    }

    /// A row that remembers, in its own `@State`, whether it was marked with `m`.
    struct MarkableRow: View {
        let number: Int
        @State private var isMarked = false
        var body: some View {
            Text(isMarked ? "Number \(number) marked" : "Number \(number)")
                .onKeyPress("m") {
                    isMarked.toggle()
                    return .handled
                }
        }
    }

    struct Rows<Row: View>: View {
        let row: (Int) -> Row
        var body: some View {
            NavigationStack {
                List(0..<1_000_000, id: \.self) { number in row(number) }
                    .navigationTitle("Numbers")
            }
        }
    }

    @Test func aBurstOfKeysKeepsTheViewGraphBounded() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let session = AppSession(
            root: Rows { NumberRow(number: $0) }, keyMap: .standard, terminal: terminal)
        session.drawFrame()
        let graph = try #require(session.engine.stack.last?.graph)
        // Ten thousand keys with no frame between them: each asks its row for key handlers.
        for _ in 0..<10_000 { session.handle(.key(KeyPress(.downArrow))) }
        #expect(graph.recordCount <= ViewGraph.recordLimit + 1, "\(graph.recordCount) records")
        session.drawFrame()
        #expect(terminal.canvas.lines.last?.contains(" 10001/1000000") == true)
        #expect(terminal.canvas.lines.contains { $0.contains("Number 10000") })
    }

    @Test func rowsWithStateKeepItThroughABurst() throws {
        let terminal = HeadlessTerminal(size: Size(width: 40, height: 12))
        let session = AppSession(
            root: Rows { MarkableRow(number: $0) }, keyMap: .standard, terminal: terminal)
        session.drawFrame()
        session.handle(.key(KeyPress(.downArrow)))
        session.handle(.key(KeyPress("m")))
        session.drawFrame()
        #expect(terminal.canvas.lines.contains { $0.contains("Number 1 marked") })
        // Far enough, a frame a key, that the row is let go from every cache of rows; then past
        // the record limit with no frame, and back: the stateless records go, the marked row's
        // stays, and the row built again shows its state.
        for _ in 0..<(2 * RowCache.limit) {
            session.handle(.key(KeyPress(.downArrow)))
            session.drawFrame()
        }
        for _ in 0..<(2 * ViewGraph.recordLimit) { session.handle(.key(KeyPress(.downArrow))) }
        session.handle(.key(KeyPress(.home)))
        session.drawFrame()
        #expect(
            terminal.canvas.lines.contains { $0.contains("Number 1 marked") }, "\(terminal.canvas.lines)")
        #expect(!terminal.canvas.lines.contains { $0.contains("Number 2 marked") })
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
