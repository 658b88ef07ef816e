import CNcurses
import Testing

@testable import TermNav
@testable import TermNavCore

/// How the ncurses backend names what `get_wch` returns.
@Suite struct CursesKeyDecodingTests {
    static let characterTable: [(UInt32, KeyPress)] = [
        (UInt32(10), KeyPress(.return)), (UInt32(13), KeyPress(.return)), (27, KeyPress(.escape)),
        (127, KeyPress(.delete)), (8, KeyPress(.delete)), (9, KeyPress(.tab)),
        (3, KeyPress("c", modifiers: .control)), (12, KeyPress("l", modifiers: .control)),
        (26, KeyPress("z", modifiers: .control)), (0x61, KeyPress("a")), (0x47, KeyPress("G")),
        (0xE9, KeyPress("é")), (0x6751, KeyPress("村")),
    ]

    @Test(arguments: characterTable)
    func characters(code: UInt32, key: KeyPress) {
        #expect(CursesTerminal.decode(code, isKeyCode: false) == key)
    }

    @Test func c1ControlsAreNotCharacters() {
        #expect(CursesTerminal.decode(0x9B, isKeyCode: false) == nil)
    }

    static let keyCodeTable: [(Int32, KeyPress)] = [
        (KEY_UP, KeyPress(.upArrow)), (KEY_DOWN, KeyPress(.downArrow)), (KEY_LEFT, KeyPress(.leftArrow)),
        (KEY_RIGHT, KeyPress(.rightArrow)), (KEY_PPAGE, KeyPress(.pageUp)), (KEY_NPAGE, KeyPress(.pageDown)),
        (KEY_HOME, KeyPress(.home)), (KEY_END, KeyPress(.end)), (KEY_ENTER, KeyPress(.return)),
        (KEY_BACKSPACE, KeyPress(.delete)), (KEY_DC, KeyPress(.deleteForward)),
        (KEY_BTAB, KeyPress(.tab, modifiers: .shift)),
    ]

    @Test(arguments: keyCodeTable)
    func keyCodes(code: Int32, key: KeyPress) {
        #expect(CursesTerminal.decode(UInt32(code), isKeyCode: true) == key)
    }

    @Test(arguments: [1, 12, 35])
    func functionKeys(number: Int32) throws {
        let key = try #require(CursesTerminal.decode(UInt32(KEY_F0 + number), isKeyCode: true))
        #expect(key.key.functionNumber == Int(number))
        #expect(key.name(unicode: true) == "F\(number)")
    }

    @Test func unknownKeyCodesAreDropped() {
        #expect(CursesTerminal.decode(UInt32(KEY_MOUSE), isKeyCode: true) == nil)
    }

    @Test func extendedKeyNamesOfModifiedKeys() {
        #expect(CursesTerminal.decode(keyName: "kDN5") == KeyPress(.downArrow))
        #expect(CursesTerminal.decode(keyName: "kHOM3") == KeyPress(.home))
        #expect(CursesTerminal.decode(keyName: "kxOUT") == nil)
    }

    @Test func terminfoPaddingIsRemoved() {
        let bytes = Array("\u{1B}[?1049l$<5>\u{1B}[?25h$<2/*>x".utf8)
        #expect(TerminfoProbe.withoutPadding(bytes) == Array("\u{1B}[?1049l\u{1B}[?25hx".utf8))
    }
}
