import Testing

@testable import TermNav

/// The bytes the ncurses backend sends for the clipboard, and the terminals it sends them to.
@Suite struct ClipboardSupportTests {
    @Test func theTextGoesAsOSC52InBase64() {
        let sequence = String(decoding: ClipboardSupport.sequence(for: "héllo"), as: UTF8.self)
        #expect(sequence == "\u{1B}]52;c;aMOpbGxv\u{1B}\\")
    }

    @Test(arguments: [
        (["TERM": "xterm-kitty", "KITTY_WINDOW_ID": "1"], true),
        (["TERM": "xterm-256color"], true),
        (["TERM": "xterm-256color", "TMUX": "/tmp/tmux", "VTE_VERSION": "7600"], true),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600"], false),
        (["TERM": "xterm-256color", "VTE_VERSION": "7600", "WEZTERM_PANE": "0"], true),
        (["TERM": "xterm-256color", "TERM_PROGRAM": "Apple_Terminal"], false),
        (["TERM": "screen", "STY": "1.pts"], false),
        (["TERM": "linux"], false),
        (["TERM": "dumb"], false),
        (["TERM": "xterm-kitty", "TERMNAV_CLIPBOARD": "0"], false),
        (["TERM": "linux", "TERMNAV_CLIPBOARD": "on"], true),
    ])
    func sentUnlessTheTerminalIsKnownNotToTakeIt(environment: [String: String], supported: Bool) {
        #expect(ClipboardSupport.isSupported(in: environment) == supported)
    }
}
