import Testing

@testable import TermNav
@testable import TermNavCore

/// What the terminal is sent for a themed screen: colours as an 8, 16 or 256-colour terminal
/// takes them, and with `NO_COLOR` (or no colours) exactly the bytes of a screen without a theme.
@MainActor @Suite struct TerminalThemeWriterTests {
    /// A titled list with a disclosure row focused and a dim line.
    struct Shelf: View {
        var body: some View {
            List {
                NavigationLink("Novels", destination: Text("Emma"))
                Text("Empty").foregroundStyle(.secondary)
            }
            .navigationTitle("Shelf")
        }
    }

    /// The canvas the headless terminal shows for `Shelf` in a theme.
    static func canvas(_ theme: TerminalTheme) -> Canvas {
        let terminal = HeadlessTerminal(size: Size(width: 20, height: 5))
        let session = AppSession(
            root: NavigationStack { Shelf() }.terminalTheme(theme), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        return terminal.canvas
    }

    /// The bytes of the canvas's first frame on a terminal, as text.
    static func sent(_ canvas: Canvas, colors: Bool, colorCount: Int = 8) -> String {
        var writer = TerminalWriter(
            capabilities: XtermCapabilities.make(colors: colors, colorCount: colorCount), unicode: true)
        return XtermCapabilities.visible(
            writer.frame(canvas, over: nil, size: Size(width: canvas.width, height: canvas.height)))
    }

    static let grey = TerminalTheme(title: .gray, focusedRow: .orange, secondary: .gray, accessory: .teal)

    @Test func noColorSendsTheBytesOfAScreenWithoutATheme() {
        let plain = Self.sent(Self.canvas(.monochrome), colors: false)
        // Nothing but the attributes: a bold title, a reversed focused row, dim text.
        #expect(plain == "␛(B␛[m␛[H␛[2J ␛[1mShelf␊␍␛(B␛[0;7m Novels           › ␊␛[2G␛(B␛[0;2mEmpty")
        #expect(Self.sent(Self.canvas(.standard), colors: false) == plain)
        #expect(Self.sent(Self.canvas(Self.grey), colors: false) == plain)
    }

    @Test func theStandardThemeIsAnsiCyanOnEveryColourTerminal() {
        for count in [8, 16, 256] {
            #expect(
                Self.sent(Self.canvas(.standard), colors: true, colorCount: count)
                    == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[36mShelf␊␍␛(B␛[0;7m␛[36m Novels           › ␊"
                    + "␛[2G␛(B␛[0;2m␛[39;49mEmpty", "on \(count) colours")
        }
    }

    @Test func coloursBeyondTheEightTakeTheNearestTheTerminalHas() {
        // Grey (the title, the dim text): white on eight colours, bright black from sixteen.
        // Orange (the focused row): yellow below 256 colours, xterm's 208 from 256. Teal (the
        // accessory): cyan below 256 colours, xterm's 37 from 256.
        #expect(
            Self.sent(Self.canvas(Self.grey), colors: true, colorCount: 8)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[37mShelf␊␍␛(B␛[0;7m␛[33m Novels           ␛[36m›␛[33m ␊"
                + "␛[2G␛(B␛[0;2m␛[37mEmpty")
        #expect(
            Self.sent(Self.canvas(Self.grey), colors: true, colorCount: 16)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[90mShelf␊␍␛(B␛[0;7m␛[33m Novels           ␛[36m›␛[33m ␊"
                + "␛[2G␛(B␛[0;2m␛[90mEmpty")
        #expect(
            Self.sent(Self.canvas(Self.grey), colors: true, colorCount: 256)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[38;5;8mShelf␊␍␛(B␛[0;7m␛[38;5;208m Novels           "
                + "␛[38;5;37m›␛[38;5;208m ␊␛[2G␛(B␛[0;2m␛[38;5;8mEmpty")
    }
}
