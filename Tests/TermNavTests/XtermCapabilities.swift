@testable import TermNav
@testable import TermNavCore

/// The capabilities of `xterm-256color` as its terminfo entry has them, made by hand, so the
/// writer's bytes can be checked exactly without a terminal.
enum XtermCapabilities {
    /// `xterm-256color`, automatic margins turned off as TermNav runs it.
    /// - Parameters:
    ///   - colors: Whether colours are on (`false` is `NO_COLOR`).
    ///   - lineFeedReturns: Whether the tty turns a line feed into CR LF.
    /// - Returns: The capabilities.
    static func make(colors: Bool = true, lineFeedReturns: Bool = false, colorCount: Int = 8)
        -> TerminalCapabilities
    {
        var capabilities = TerminalCapabilities { row, column in csi("\(row + 1);\(column + 1)H") }
        capabilities.home = csi("H")
        capabilities.columnAddress = { csi("\($0 + 1)G") }
        capabilities.rowAddress = { csi("\($0 + 1)d") }
        capabilities.carriageReturn = [0x0D]
        capabilities.cursorRight = csi("C")
        capabilities.cursorRightBy = { csi("\($0)C") }
        capabilities.cursorLeft = [0x08]
        capabilities.cursorLeftBy = { csi("\($0)D") }
        capabilities.cursorDown = [0x0A]
        capabilities.cursorDownBy = { csi("\($0)B") }
        capabilities.cursorUp = csi("A")
        capabilities.cursorUpBy = { csi("\($0)A") }
        capabilities.lineFeedReturns = lineFeedReturns
        capabilities.scrollRegion = { top, bottom in csi("\(top + 1);\(bottom + 1)r") }
        capabilities.scrollForward = [0x0A]
        capabilities.scrollForwardBy = { csi("\($0)S") }
        capabilities.scrollReverse = [0x1B, UInt8(ascii: "M")]
        capabilities.scrollReverseBy = { csi("\($0)T") }
        capabilities.clearScreen = csi("H") + csi("2J")
        capabilities.cursorVisible = csi("?12l") + csi("?25h")
        capabilities.cursorInvisible = csi("?25l")
        capabilities.clearToEndOfLine = csi("K")
        capabilities.eraseCharacters = { csi("\($0)X") }
        capabilities.exitAttributes = Array("\u{1B}(B".utf8) + csi("m")
        capabilities.setAttributes = { attributes in
            var codes = "0"
            for (attribute, code) in [
                (Style.Attributes.bold, ";1"), (.dim, ";2"), (.underline, ";4"), (.reverse, ";7"),
            ]
            where attributes.contains(attribute) {
                codes += code
            }
            return Array("\u{1B}(B".utf8) + csi(codes + "m")
        }
        capabilities.attributeSequences = [
            (.bold, csi("1m")), (.dim, csi("2m")), (.italic, csi("3m")), (.underline, csi("4m")),
            (.reverse, csi("7m")), (.strikethrough, csi("9m")),
        ]
        if colors {
            capabilities.foreground = { csi("3\($0)m") }
            capabilities.background = { csi("4\($0)m") }
            capabilities.defaultColors = csi("39;49m")
            capabilities.colorCount = colorCount
            if colorCount >= 16 {
                // xterm-16color: the bright colours 8–15 are SGR 90–97 and 100–107.
                capabilities.foreground = { $0 < 8 ? csi("3\($0)m") : csi("9\($0 - 8)m") }
                capabilities.background = { $0 < 8 ? csi("4\($0)m") : csi("10\($0 - 8)m") }
            }
            if colorCount >= 256 {
                capabilities.foreground = { $0 < 8 ? csi("3\($0)m") : csi("38;5;\($0)m") }
                capabilities.background = { $0 < 8 ? csi("4\($0)m") : csi("48;5;\($0)m") }
            }
        }
        capabilities.wrapsAtRightMargin = false
        capabilities.delaysWrap = true
        return capabilities
    }

    /// A control sequence introducer and what follows it.
    static func csi(_ text: String) -> [UInt8] {
        [0x1B, UInt8(ascii: "[")] + Array(text.utf8)
    }

    /// Bytes as text to read in a test: ESC as `␛`, CR `␍`, LF `␊`, BS `␈`.
    static func visible(_ bytes: [UInt8]) -> String {
        var text = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "\u{1B}": text += "␛"
            case "\r": text += "␍"
            case "\n": text += "␊"
            case "\u{8}": text += "␈"
            default: text.unicodeScalars.append(scalar)
            }
        }
        return text
    }
}
