import CNcurses
import Testing

@testable import TermNav

/// How the ncurses backend names what `get_wch` returns.
@Suite struct CursesKeyDecodingTests {
    @Test(arguments: [
        (UInt32(10), Key.enter), (13, .enter), (27, .escape), (127, .backspace), (8, .backspace), (9, .tab),
        (3, .control("c")), (12, .control("l")), (26, .control("z")), (0x61, .character("a")),
        (0x47, .character("G")), (0xE9, .character("é")), (0x6751, .character("村")),
    ])
    func characters(code: UInt32, key: Key) {
        #expect(CursesTerminal.decode(code, isKeyCode: false) == key)
    }

    @Test func c1ControlsAreNotCharacters() {
        #expect(CursesTerminal.decode(0x9B, isKeyCode: false) == .unknown)
    }

    @Test(arguments: [
        (KEY_UP, Key.up), (KEY_DOWN, .down), (KEY_LEFT, .left), (KEY_RIGHT, .right), (KEY_PPAGE, .pageUp),
        (KEY_NPAGE, .pageDown), (KEY_HOME, .home), (KEY_END, .end), (KEY_ENTER, .enter),
        (KEY_BACKSPACE, .backspace), (KEY_BTAB, .backTab), (KEY_RESIZE, .resize), (KEY_F0 + 1, .function(1)),
        (KEY_F0 + 12, .function(12)),
    ])
    func keyCodes(code: Int32, key: Key) {
        #expect(CursesTerminal.decode(UInt32(code), isKeyCode: true) == key)
    }

    @Test func extendedKeyNamesOfModifiedKeys() {
        #expect(CursesTerminal.decode(keyName: "kDN5") == .down)
        #expect(CursesTerminal.decode(keyName: "kHOM3") == .home)
        #expect(CursesTerminal.decode(keyName: "kxOUT") == nil)
    }

    @Test func terminfoPaddingIsRemoved() {
        let bytes = Array("\u{1B}[?1049l$<5>\u{1B}[?25h$<2/*>x".utf8)
        #expect(TerminfoProbe.withoutPadding(bytes) == Array("\u{1B}[?1049l\u{1B}[?25hx".utf8))
    }
}
