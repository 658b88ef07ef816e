import CNcurses
import TermNavCore

extension TerminalCapabilities {
    /// The capabilities of the terminal ncurses runs on, read from its terminfo entry, padding
    /// removed; call after `newterm`.
    /// - Parameters:
    ///   - noColor: Whether to leave colours out altogether (`NO_COLOR`): no colour sequence is
    ///     ever sent.
    ///   - lineFeedReturns: Whether the tty turns a line feed into a carriage return and a line
    ///     feed (`onlcr`).
    ///   - autoMarginsOff: Whether TermNav has turned automatic margins off (`rmam`).
    ///   - colorTerm: The `COLORTERM` environment variable: `truecolor` or `24bit` says the
    ///     terminal shows 24-bit colour, as terminfo's `RGB` and `Tc` flags do.
    /// - Returns: The capabilities.
    static func terminfo(
        noColor: Bool, lineFeedReturns: Bool, autoMarginsOff: Bool, colorTerm: String? = nil
    ) -> TerminalCapabilities {
        let cup = string("cup")
        var capabilities = TerminalCapabilities { row, column in
            cup.flatMap { filled($0, row, column) }
        }
        capabilities.home = bytes("home")
        capabilities.columnAddress = parameterised("hpa")
        capabilities.rowAddress = parameterised("vpa")
        capabilities.carriageReturn = bytes("cr")
        capabilities.cursorRight = bytes("cuf1")
        capabilities.cursorRightBy = parameterised("cuf")
        capabilities.cursorLeft = bytes("cub1")
        capabilities.cursorLeftBy = parameterised("cub")
        capabilities.cursorDown = bytes("cud1")
        capabilities.cursorDownBy = parameterised("cud")
        capabilities.cursorUp = bytes("cuu1")
        capabilities.cursorUpBy = parameterised("cuu")
        capabilities.lineFeedReturns = lineFeedReturns
        let csr = string("csr")
        capabilities.scrollRegion = csr.map { csr in { top, bottom in filled(csr, top, bottom) } }
        capabilities.scrollForward = bytes("ind")
        capabilities.scrollForwardBy = parameterised("indn")
        capabilities.scrollReverse = bytes("ri")
        capabilities.scrollReverseBy = parameterised("rin")
        capabilities.clearScreen = bytes("clear")
        capabilities.cursorVisible = bytes("cnorm")
        capabilities.cursorInvisible = bytes("civis")
        capabilities.clearToEndOfLine = bytes("el")
        capabilities.eraseCharacters = parameterised("ech")
        capabilities.exitAttributes = bytes("sgr0")
        if capabilities.exitAttributes != nil {
            capabilities.setAttributes = string("sgr").map { sgr in
                { attributes in setAttributes(sgr, attributes) }
            }
            let reverse = bytes("rev") ?? bytes("smso")
            let sequences: [(Style.Attributes, [UInt8]?)] = [
                (.bold, bytes("bold")), (.dim, bytes("dim")), (.italic, bytes("sitm")),
                (.underline, bytes("smul")), (.reverse, reverse), (.strikethrough, bytes("smxx")),
            ]
            capabilities.attributeSequences = sequences.compactMap { attribute, bytes in
                bytes.map { (attribute, $0) }
            }
        }
        if !noColor, tigetnum("colors") >= 8, capabilities.exitAttributes != nil {
            capabilities.foreground = parameterised("setaf")
            capabilities.background = parameterised("setab")
            capabilities.defaultColors = bytes("op")
            let colors = Int(tigetnum("colors"))
            capabilities.colorCount = min(colors, 256)
            capabilities.setColorTakesValues = colors > 256
            capabilities.directColor =
                colors > 256 || tigetflag("RGB") > 0 || tigetflag("Tc") > 0
                || colorTerm == "truecolor" || colorTerm == "24bit"
        }
        capabilities.wrapsAtRightMargin = tigetflag("am") > 0 && !autoMarginsOff
        capabilities.delaysWrap = tigetflag("xenl") > 0
        return capabilities
    }

    /// A string capability as text, or `nil` when the terminal does not have it.
    private static func string(_ name: String) -> String? {
        tn_tigetstr(name).map { String(cString: $0) }
    }

    /// A string capability's bytes, padding removed, or `nil` when the terminal does not have it.
    private static func bytes(_ name: String) -> [UInt8]? {
        string(name).map { TerminfoProbe.withoutPadding(Array($0.utf8)) }
    }

    /// A capability that takes one parameter, or `nil` when the terminal does not have it.
    private static func parameterised(_ name: String) -> Parameterised? {
        string(name).map { capability in { parameter in filled(capability, parameter) } }
    }

    /// A capability filled in with one parameter.
    private static func filled(_ capability: String, _ first: Int) -> [UInt8]? {
        let result = capability.withCString { tn_tiparm1($0, Int32(clamping: first)) }
        return result.map { TerminfoProbe.withoutPadding(Array(String(cString: $0).utf8)) }
    }

    /// A capability filled in with two parameters.
    private static func filled(_ capability: String, _ first: Int, _ second: Int) -> [UInt8]? {
        let result = capability.withCString {
            tn_tiparm2($0, Int32(clamping: first), Int32(clamping: second))
        }
        return result.map { TerminfoProbe.withoutPadding(Array(String(cString: $0).utf8)) }
    }

    /// `sgr` filled in for a set of attributes: standout, underline, reverse, blink, dim, bold,
    /// invisible, protected, alternate character set.
    private static func setAttributes(_ sgr: String, _ attributes: Style.Attributes) -> [UInt8]? {
        func flag(_ attribute: Style.Attributes) -> Int32 { attributes.contains(attribute) ? 1 : 0 }
        let result = sgr.withCString {
            tn_tiparm9($0, 0, flag(.underline), flag(.reverse), 0, flag(.dim), flag(.bold), 0, 0, 0)
        }
        return result.map { TerminfoProbe.withoutPadding(Array(String(cString: $0).utf8)) }
    }
}
