import Testing

@testable import TermNavCore

/// An alert's box drawn over a list, and sheets over the stack, through the renderer that draws
/// only what changed: every canvas is the one a renderer drawing afresh would give.
@MainActor @Suite struct OverlayRenderingTests {
    struct Inbox: View {
        @State private var confirms = false
        @State private var showsSheet = false
        @State private var removed = 0

        var body: some View {
            NavigationStack {
                List {
                    Button("Remove one") { confirms = true }
                    Button("Compose") { showsSheet = true }
                    ForEach(removed..<200, id: \.self) { number in
                        Button("Message \(number) 日本語") { confirms = true }
                    }
                }
                .navigationTitle("Inbox")
                .alert("Remove a message?", isPresented: $confirms) {
                    Button("Remove", role: .destructive) { removed += 1 }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("The first message goes.")
                }
                .sheet(isPresented: $showsSheet) {
                    List(0..<30, id: \.self) { Text("Draft \($0)") }.navigationTitle("Compose")
                }
            }
        }
    }

    static let keys: [KeyPress] = [
        KeyPress(.downArrow), KeyPress(.upArrow), KeyPress(.return), KeyPress(.escape), KeyPress(.leftArrow),
        KeyPress(.rightArrow), KeyPress(.pageDown), KeyPress(.home), KeyPress(.tab),
    ]

    @Test func everyCanvasIsTheOneDrawnAfresh() {
        var random = SeededRandom(seed: SeededRandom.seed(default: 0x0A1E_47))
        var problem: String?
        var alertsSeen = 0
        let terminal = HeadlessTerminal(size: Size(width: 36, height: 14))
        let session = AppSession(root: Inbox(), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        for step in 0..<1_500 where problem == nil {
            let key = Self.keys.randomElement(using: &random) ?? KeyPress(.downArrow)
            session.handle(.key(key))
            if Int.random(in: 0..<40, using: &random) == 0 {
                terminal.size = Size(
                    width: Int.random(in: 0...50, using: &random),
                    height: Int.random(in: 0...20, using: &random))
                session.handle(.resize)
            }
            session.drawFrame()
            if terminal.canvas.lines.contains(where: { $0.contains("Remove a message?") }) { alertsSeen += 1 }
            let again = session.engine.frame(size: terminal.size, unicode: true)
            // The frame made again is not the first of its screen; the one drawn may have been.
            var first = again
            first.showsNewScreen = true
            if ScreenRenderer().render(again) != terminal.canvas,
                ScreenRenderer().render(first) != terminal.canvas
            {
                problem = "step \(step), key \(key): the canvas differs from one drawn afresh"
            }
        }
        #expect(problem == nil, "\(problem ?? "")")
        #expect(alertsSeen > 10)
    }
}
