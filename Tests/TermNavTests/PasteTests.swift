import Testing

@testable import TermNav
@testable import TermNavCore

/// A paste of ten thousand bytes of text, keys, unknown sequences and invalid UTF-8, decoded as
/// the backend decodes it and handled in one batch, leaves a consistent screen: the app still
/// runs, the focus is on a row that exists and is drawn highlighted, alone, and the canvas is
/// the one a full repaint of the same frame draws.
@MainActor @Suite struct PasteTests {
    /// A list whose rows push details, with a button in the toolbar.
    struct Catalog: View {
        @State private var taps = 0

        var body: some View {
            NavigationStack {
                List(0..<500, id: \.self) { number in
                    NavigationLink(
                        "Item \(number)",
                        destination: List {
                            Text("Details of \(number)")
                            Button("Tapped \(taps)") { taps += 1 }
                        }
                        .navigationTitle("Item \(number)"))
                }
                .navigationTitle("Catalog")
                .toolbar { Button("Tap") { taps += 1 } }
            }
        }
    }

    /// What a paste is made of: printable text, moves, Enter, Esc before another sequence, Tab,
    /// sequences the decoder does not know, broken UTF-8, and C0 controls that bind to nothing.
    static let pieces: [String] = [
        "hello ", "j", "村", "😀", "\r", "\t", "\u{1B}\u{1B}[B", "\u{1B}[A", "\u{1B}[B", "\u{1B}[6~",
        "\u{1B}[5~", "\u{1B}[H", "\u{1B}[F", "\u{1B}[?1049h", "\u{1B}[200~", "\u{1B}[201~",
        "\u{1B}]0;title\u{07}", "\u{1B}[99;99;99X", "\u{FF}\u{FE}", "\u{C3}", "\u{01}", "\u{10}", "i",
    ]

    @Test(arguments: [21, 22, 23] as [UInt64])
    func aPasteOfTenThousandBytesLeavesAConsistentScreen(seed: UInt64) {
        var random = SeededRandom(seed: seed)
        var bytes: [UInt8] = []
        while bytes.count < 10_000 {
            let piece = Self.pieces[Int.random(in: 0..<Self.pieces.count, using: &random)]
            // Latin-1 escapes stand for raw bytes in the broken-UTF-8 pieces.
            if piece.unicodeScalars.allSatisfy({ $0.value < 0x100 }),
                piece.unicodeScalars.contains(where: { $0.value >= 0x80 })
            {
                bytes += piece.unicodeScalars.map { UInt8($0.value) }
            } else {
                bytes += Array(piece.utf8)
            }
        }
        let keys = KeyDecoderSupport.decode([bytes])
        #expect(keys.count > 1_000)
        let terminal = HeadlessTerminal(size: Size(width: 60, height: 16))
        let session = AppSession(root: Catalog(), keyMap: .standard, terminal: terminal)
        terminal.enqueue(keys: keys.filter { $0 != KeyPress("q") }, together: true)
        terminal.enqueue(keys: [KeyPress(.downArrow)])
        // The first frame, then one for the whole paste, then one for the Down after it.
        let ending = session.run()
        #expect(ending == .inputEnded)
        #expect(terminal.frameCount == 3)

        let engine = session.engine
        #expect(engine.depth >= 1)
        let canvas = terminal.canvas
        let highlighted = (0..<canvas.height).filter { y in canvas.row(y).allSatisfy { $0.style.isReverse } }
        #expect(highlighted.count <= 1)
        let frame = engine.frame(size: terminal.size, unicode: true)
        #expect(ScreenRenderer().render(frame) == canvas)
        #expect(canvas.lines.joined().unicodeScalars.allSatisfy { $0.value >= 0x20 && $0 != "\u{7F}" })
    }
}
