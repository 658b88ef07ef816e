import Testing

@testable import TermNav
@testable import TermNavCore

/// A link's cells as the ncurses backend sends them: inside an OSC 8 hyperlink on a terminal that
/// shows them, as plain text elsewhere, and never a link left open after a frame.
@MainActor @Suite struct HyperlinkWriterTests {
    static let site = Hyperlink("https://example.com/a")
    static let other = Hyperlink("https://example.com/b")

    static func writer(hyperlinks: Bool) -> TerminalWriter {
        var capabilities = XtermCapabilities.make(colors: true, lineFeedReturns: false)
        capabilities.hyperlinks = hyperlinks
        return TerminalWriter(capabilities: capabilities, unicode: true)
    }

    static func frame(_ writer: inout TerminalWriter, _ canvas: Canvas, over previous: Canvas? = nil)
        -> String
    {
        XtermCapabilities.visible(
            writer.frame(canvas, over: previous, size: Size(width: canvas.width, height: canvas.height)))
    }

    /// " Go here ": "Go" and "here" linked, the space between them in the link too.
    static func canvas(link: Hyperlink = site, text: String = "Go here") -> Canvas {
        var canvas = Canvas(width: 12, height: 1)
        canvas.draw(" see ", x: 0, y: 0, style: .plain)
        canvas.draw(text, x: 5, y: 0, style: Style(attributes: .underline, hyperlink: link))
        return canvas
    }

    @Test func aLinkIsOpenedBeforeItsCellsAndClosedAfterThem() {
        var writer = Self.writer(hyperlinks: true)
        let bytes = Self.frame(&writer, Self.canvas())
        #expect(bytes.hasSuffix(" see ␛]8;;https://example.com/a␛\\␛[4mGo here␛]8;;␛\\"))
    }

    @Test func withoutHyperlinksTheTextIsSentAlone() {
        var writer = Self.writer(hyperlinks: false)
        let bytes = Self.frame(&writer, Self.canvas())
        #expect(!bytes.contains("]8;"))
        #expect(bytes.hasSuffix(" see ␛[4mGo here"))
    }

    @Test func aChangedTargetSendsItsCellsAgainUnderTheNewLink() {
        var writer = Self.writer(hyperlinks: true)
        let first = Self.canvas()
        _ = Self.frame(&writer, first)
        let bytes = Self.frame(&writer, Self.canvas(link: Self.other), over: first)
        #expect(bytes.contains("␛]8;;https://example.com/b␛\\"))
        #expect(bytes.contains("Go here"))
        #expect(bytes.hasSuffix("␛]8;;␛\\"))
    }

    @Test func anUnchangedLinkSendsNothing() {
        var writer = Self.writer(hyperlinks: true)
        let first = Self.canvas()
        _ = Self.frame(&writer, first)
        #expect(Self.frame(&writer, Self.canvas(), over: first).isEmpty)
    }

    @Test func twoLinksSideBySideEachHaveTheirOwnTarget() {
        var writer = Self.writer(hyperlinks: true)
        var canvas = Canvas(width: 6, height: 1)
        canvas.draw("ab", x: 0, y: 0, style: Style(hyperlink: Self.site))
        canvas.draw("cd", x: 2, y: 0, style: Style(hyperlink: Self.other))
        let bytes = Self.frame(&writer, canvas)
        #expect(bytes.hasSuffix("␛]8;;https://example.com/a␛\\ab␛]8;;https://example.com/b␛\\cd␛]8;;␛\\"))
    }

    @Test func targetsATerminalCouldMisreadAreNoLinks() {
        #expect(!Hyperlink("https://example.com/\u{1B}]0;title\u{7}").isLink)
        #expect(!Hyperlink("https://example.com/a b").isLink)
        #expect(!Hyperlink("").isLink)
        #expect(!Hyperlink("https://example.com/" + String(repeating: "x", count: 3000)).isLink)
        #expect(!Hyperlink("https://example.com/é").isLink)
        #expect(Hyperlink("https://example.com/a") == Self.site)
        #expect(Self.site.target == "https://example.com/a")
        #expect(Hyperlink.none.target == nil)
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], true),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], true),
        (["TERM": "xterm-256color", "VTE_VERSION": "4600"], false),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], true),
        (["TERM": "xterm-256color", "WT_SESSION": "x"], true),
        (["TERM": "foot"], true),
        (["TERM": "xterm-256color"], false),
        (["TERM": "linux"], false),
        (["TERM": "dumb", "TERMNAV_HYPERLINKS": "1"], true),
        (["TERM": "xterm-kitty", "TERMNAV_HYPERLINKS": "0"], false),
        (
            [
                "TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux",
                "TERM_PROGRAM_VERSION": "3.3a",
            ], false
        ),
        (
            [
                "TERM": "tmux-256color", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux",
                "TERM_PROGRAM_VERSION": "3.4",
            ], true
        ),
        (
            ["TERM": "screen", "TMUX": "/tmp/t,1,0", "TERM_PROGRAM": "tmux", "TERM_PROGRAM_VERSION": "3.5a"],
            true
        ),
        (["TERM": "screen-256color", "STY": "1.pts", "KITTY_WINDOW_ID": "1"], false),
    ])
    func hyperlinksGoToTheTerminalsKnownToShowThem(environment: [String: String], supported: Bool) {
        #expect(HyperlinkSupport.isSupported(in: environment) == supported)
    }

    @Test func aBrowserCommandTakesTheURLWhereItSaysOrAtItsEnd() {
        let url = "https://example.com/a"
        #expect(URLLauncher.command(for: url, environment: ["BROWSER": "firefox"]) == ["firefox", url])
        #expect(
            URLLauncher.command(for: url, environment: ["BROWSER": "w3m -o x=%s:lynx"])
                == ["w3m", "-o", "x=\(url)"])
        #expect(URLLauncher.command(for: url, environment: [:]).last == url)
        #expect(URLLauncher.resolve("sh", environment: ["PATH": "/nowhere:/bin:/usr/bin"]) != nil)
        #expect(URLLauncher.resolve("no-such-opener", environment: ["PATH": "/bin"]) == nil)
    }
}
