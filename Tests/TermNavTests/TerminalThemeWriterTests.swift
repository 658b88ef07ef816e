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

    /// The bytes of the first frame of `Shelf` in a theme on a terminal, as text: drawn for the
    /// colours the terminal shows, as `CursesTerminal` draws it.
    static func sent(_ theme: TerminalTheme, colors: Bool, colorCount: Int = 8) -> String {
        let capabilities = XtermCapabilities.make(colors: colors, colorCount: colorCount)
        let terminal = HeadlessTerminal(
            size: Size(width: 20, height: 5), colorCount: capabilities.shownColorCount)
        let session = AppSession(
            root: NavigationStack { Shelf() }.terminalTheme(theme), keyMap: .standard, terminal: terminal)
        session.drawFrame()
        let canvas = terminal.canvas
        var writer = TerminalWriter(capabilities: capabilities, unicode: true)
        return XtermCapabilities.visible(
            writer.frame(canvas, over: nil, size: Size(width: canvas.width, height: canvas.height)))
    }

    static let grey = TerminalTheme(title: .gray, focusedRow: .orange, secondary: .gray, accessory: .teal)

    @Test func noColorSendsTheBytesOfAScreenWithoutATheme() {
        let plain = Self.sent(.monochrome, colors: false)
        // Nothing but the attributes: a bold title, a reversed focused row, dim text; then the
        // cursor rests, hidden, on the title of the screen just shown.
        #expect(plain == "␛(B␛[m␛[H␛[2J ␛[1mShelf␊␍␛(B␛[0;7m Novels           › ␊␛[2G␛(B␛[0;2mEmpty␛[1;2H")
        #expect(Self.sent(.standard, colors: false) == plain)
        #expect(Self.sent(Self.grey, colors: false) == plain)
    }

    @Test func theMonochromeThemeDrawsTheFocusedRowInReverseVideoOnAColourTerminal() {
        #expect(
            Self.sent(.monochrome, colors: true)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1mShelf␊␍␛(B␛[0;7m Novels           › ␊␛[2G␛(B␛[0;2mEmpty␛[1;2H")
    }

    @Test func theStandardThemeIsAnsiCyanOnEveryColourTerminal() {
        // The focused row: black text on a cyan background, the accessory in the bar's black.
        // Black is ANSI black below 256 colours, the colour cube's black (16) from 256.
        for count in [8, 16] {
            #expect(
                Self.sent(.standard, colors: true, colorCount: count)
                    == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[36mShelf␊␍␛(B␛[m␛[30m␛[46m Novels           › ␊"
                    + "␛[2G␛[2m␛[39;49mEmpty␛[1;2H", "on \(count) colours")
        }
        #expect(
            Self.sent(.standard, colors: true, colorCount: 256)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[36mShelf␊␍␛(B␛[m␛[38;5;16m␛[46m Novels           › ␊"
                + "␛[2G␛[2m␛[39;49mEmpty␛[1;2H")
    }

    @Test func coloursBeyondTheEightTakeTheNearestTheTerminalHas() {
        // Grey (the title, the dim text): white on eight colours, bright black from sixteen.
        // Orange (the focused row's background): yellow below 256 colours, xterm's 208 from 256,
        // under black text. Teal (the accessory) gives way to the bar's black on the focused row.
        #expect(
            Self.sent(Self.grey, colors: true, colorCount: 8)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[37mShelf␊␍␛(B␛[m␛[30m␛[43m Novels           › ␊"
                + "␛[2G␛[2m␛[39;49m␛[37mEmpty␛[1;2H")
        #expect(
            Self.sent(Self.grey, colors: true, colorCount: 16)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[90mShelf␊␍␛(B␛[m␛[30m␛[43m Novels           › ␊"
                + "␛[2G␛[2m␛[39;49m␛[90mEmpty␛[1;2H")
        #expect(
            Self.sent(Self.grey, colors: true, colorCount: 256)
                == "␛(B␛[m␛[39;49m␛[H␛[2J ␛[1m␛[38;5;8mShelf␊␍␛(B␛[m␛[38;5;16m␛[48;5;208m Novels           › ␊"
                + "␛[2G␛[2m␛[39;49m␛[38;5;8mEmpty␛[1;2H")
    }
}
