import TermNavCore

/// What a terminal understands, as the bytes to send: the control sequences `TerminalWriter`
/// builds frames from, padding removed, the parameterised ones as functions that fill their
/// parameters in.
///
/// `TerminalCapabilities.terminfo(noColor:lineFeedReturns:autoMarginsOff:)` reads them from
/// the terminfo entry of the terminal ncurses started on; tests make them by hand. Every
/// capability but ``cursorAddress`` may be missing (`nil`), and the writer then does without.
struct TerminalCapabilities {
    /// A parameterised capability: the bytes for its parameters, or `nil` when they cannot be
    /// made.
    typealias Parameterised = (_ parameter: Int) -> [UInt8]?

    // MARK: Cursor motion

    /// `cup`: moves the cursor to a row and a column, both from 0.
    var cursorAddress: (_ row: Int, _ column: Int) -> [UInt8]?
    /// `home`: moves the cursor to the top left.
    var home: [UInt8]?
    /// `hpa`: moves the cursor to a column of its row.
    var columnAddress: Parameterised?
    /// `vpa`: moves the cursor to a row, in its column.
    var rowAddress: Parameterised?
    /// `cr`: moves the cursor to column 0 of its row.
    var carriageReturn: [UInt8]?
    /// `cuf1`: moves the cursor one column right.
    var cursorRight: [UInt8]?
    /// `cuf`: moves the cursor a number of columns right.
    var cursorRightBy: Parameterised?
    /// `cub1`: moves the cursor one column left.
    var cursorLeft: [UInt8]?
    /// `cub`: moves the cursor a number of columns left.
    var cursorLeftBy: Parameterised?
    /// `cud1`: moves the cursor one row down.
    var cursorDown: [UInt8]?
    /// `cud`: moves the cursor a number of rows down.
    var cursorDownBy: Parameterised?
    /// `cuu1`: moves the cursor one row up.
    var cursorUp: [UInt8]?
    /// `cuu`: moves the cursor a number of rows up.
    var cursorUpBy: Parameterised?
    /// Whether a line feed also returns the carriage (the tty's `onlcr`), so a `cud1` that is a
    /// line feed lands in column 0.
    var lineFeedReturns = false

    // MARK: Scrolling

    /// `csr`: sets the scroll region to rows `top...bottom`; the cursor goes home.
    var scrollRegion: ((_ top: Int, _ bottom: Int) -> [UInt8]?)?
    /// `ind`: from the region's last row, scrolls it up one row.
    var scrollForward: [UInt8]?
    /// `indn`: scrolls the region up a number of rows.
    var scrollForwardBy: Parameterised?
    /// `ri`: from the region's first row, scrolls it down one row.
    var scrollReverse: [UInt8]?
    /// `rin`: scrolls the region down a number of rows.
    var scrollReverseBy: Parameterised?

    // MARK: Erasing

    /// `clear`: clears the screen and puts the cursor at the top left.
    var clearScreen: [UInt8]?
    /// `cnorm`: shows the cursor, for a text field's insertion point.
    var cursorVisible: [UInt8]?
    /// `civis`: hides it again.
    var cursorInvisible: [UInt8]?
    /// `el`: clears from the cursor to the end of its row, the cursor staying.
    var clearToEndOfLine: [UInt8]?
    /// `ech`: clears a number of columns from the cursor, the cursor staying.
    var eraseCharacters: Parameterised?

    // MARK: Attributes and colours

    /// `sgr0`: turns every attribute off.
    var exitAttributes: [UInt8]?
    /// `sgr`: sets exactly the given attributes (italic and strikethrough aside, which `sgr`
    /// cannot say).
    var setAttributes: ((Style.Attributes) -> [UInt8]?)?
    /// `bold`, `dim`, `sitm`, `smul`, `rev` (or `smso`) and `smxx` (strikethrough, an extended
    /// capability ncurses's xterm entries have): turn one attribute on.
    var attributeSequences: [(attribute: Style.Attributes, bytes: [UInt8])] = []
    /// `setaf`: sets the foreground to an ANSI colour (0–7); `nil` when colours are off.
    var foreground: Parameterised?
    /// `setab`: sets the background to an ANSI colour (0–7); `nil` when colours are off.
    var background: Parameterised?
    /// `op`: gives both colours back to the terminal's defaults.
    var defaultColors: [UInt8]?
    /// The number of colours `setaf` and `setab` take (`colors`, at most 256): from 16, grey is
    /// bright black; from 256, SwiftUI's colours beyond the eight ANSI ones get their nearest
    /// xterm colour.
    var colorCount = 8
    /// Whether the terminal shows 24-bit colour (`COLORTERM=truecolor` or `24bit`, or terminfo's
    /// `RGB` or `Tc` flag): a colour of a value is sent as itself (`38;2;r;g;b`), not as its
    /// nearest of ``colorCount``. Never set without colours.
    var directColor = false
    /// Whether `setaf` and `setab` take a 24-bit value for a number past 7 (a terminfo entry of
    /// more than 256 colours, such as `xterm-direct`): the xterm colours past the eight ANSI
    /// ones are then sent as `38;5;n`, which such terminals take too.
    var setColorTakesValues = false
    /// The terminal's background, light or dark, for colours blended over it and text that
    /// would vanish into it (see `Style.shown(in:)`).
    var colorScheme = ColorScheme.dark

    /// The colour number to send for a colour, or `nil` for the terminal's own: a named colour's
    /// ANSI or xterm index, a value's nearest of the terminal's colours.
    func colorNumber(_ color: Color) -> Int? {
        if let value = color.kind == .rgb ? color.rgb : nil {
            return XtermPalette.nearest(to: value, colorCount: colorCount)
        }
        if colorCount >= 256 { return color.xterm256Index }
        if colorCount >= 16, color == .gray { return color.xterm256Index }
        return color.ansiIndex
    }

    /// Whether text in a colour, over the terminal's own background, would be sent as the
    /// palette colour that background most likely is: ANSI white (7, bright 15, xterm's 231 and
    /// 255) on a light terminal, black (0, 16) on a dark one. On a terminal of 8 colours `.gray`
    /// and light greys are sent as white, which vanishes into a light background; such text is
    /// drawn in the terminal's own text colour. A colour sent as its 24-bit value is never one.
    /// - Parameter color: The text colour, opaque.
    /// - Returns: Whether it would vanish.
    func vanishesOnOwnBackground(_ color: Color) -> Bool {
        if directColor, color.kind == .rgb { return false }
        guard let number = colorNumber(color) else { return false }
        switch colorScheme {
        case .light: return [7, 15, 231, 255].contains(number)
        case .dark: return number == 0 || number == 16
        }
    }

    /// A style, shown for the terminal's background (`Style.shown(in:)`), with a text colour
    /// over the terminal's own background that would vanish into it (see
    /// ``vanishesOnOwnBackground(_:)``) given back to the terminal's own.
    /// - Parameter style: The style, with the colours the cell asks for.
    /// - Returns: The style to send.
    func shown(_ style: Style) -> Style {
        var shown = style.shown(in: colorScheme)
        if shown.background == .default, shown.foreground != .default,
            vanishesOnOwnBackground(shown.foreground)
        {
            shown.foreground = .default
        }
        return shown
    }

    /// The bytes that set the text colour, or `nil` when nothing is sent for it (the terminal's
    /// own colour).
    /// - Parameter color: The colour, opaque (see `Style.shown(in:)`).
    /// - Returns: The bytes.
    func foregroundSequence(_ color: Color) -> [UInt8]? {
        colorSequence(color, select: 38, set: foreground)
    }

    /// The bytes that set the background colour, or `nil` when nothing is sent for it.
    /// - Parameter color: The colour, opaque.
    /// - Returns: The bytes.
    func backgroundSequence(_ color: Color) -> [UInt8]? {
        colorSequence(color, select: 48, set: background)
    }

    /// The bytes that set a colour: 24-bit where the terminal shows it, else `setaf`/`setab`
    /// with the colour's number (or SGR 38;5 / 48;5 where those take values).
    private func colorSequence(_ color: Color, select: Int, set: Parameterised?) -> [UInt8]? {
        guard let set else { return nil }
        if directColor, let value = color.rgb {
            return Array("\u{1B}[\(select);2;\(value.red);\(value.green);\(value.blue)m".utf8)
        }
        guard let index = colorNumber(color) else { return nil }
        if setColorTakesValues, index >= 8 { return Array("\u{1B}[\(select);5;\(index)m".utf8) }
        return set(index)
    }

    // MARK: Hyperlinks

    /// Whether the terminal shows OSC 8 hyperlinks (``HyperlinkSupport``); without them a link
    /// is drawn as its text alone.
    var hyperlinks = false

    // MARK: The right margin

    /// Whether writing past the last column wraps to the next row (`am`, unless TermNav turned
    /// automatic margins off with `rmam`).
    var wrapsAtRightMargin = false
    /// Whether, after the last column is written, the cursor waits there for the next
    /// character before wrapping (`xenl`), instead of wrapping at once.
    var delaysWrap = true

    /// Creates capabilities that can only address the cursor; set the others as the terminal has them.
    /// - Parameter cursorAddress: `cup`, filled in for a row and a column from 0.
    init(cursorAddress: @escaping (_ row: Int, _ column: Int) -> [UInt8]?) {
        self.cursorAddress = cursorAddress
    }

    /// Whether colours can be set and reset.
    var hasColors: Bool {
        foreground != nil && background != nil && defaultColors != nil
    }

    /// How many colours TermNav draws with: ``colorCount``, or 0 when colours cannot be set and
    /// reset (or `NO_COLOR` left them out).
    var shownColorCount: Int {
        hasColors ? colorCount : 0
    }

    /// Whether the bottom-right cell can be written without the screen scrolling: not on a
    /// terminal that wraps at once when its last column is written.
    var canWriteLastCell: Bool {
        !wrapsAtRightMargin || delaysWrap
    }

    /// A style reduced to what this terminal can show: attributes it has no sequence for are
    /// left out, and colours when it has none; colours it has are made opaque and honoured
    /// together for its background (``shown(_:)``).
    /// - Parameter style: The style a cell asks for.
    /// - Returns: The style to draw it with.
    func drawable(_ style: Style) -> Style {
        var attributes: Style.Attributes = []
        for (attribute, _) in attributeSequences where style.attributes.contains(attribute) {
            attributes.insert(attribute)
        }
        let link = hyperlinks ? style.hyperlink : .none
        guard hasColors else { return Style(attributes: attributes, hyperlink: link) }
        return shown(
            Style(
                attributes: attributes, foreground: style.foreground, background: style.background,
                hyperlink: link))
    }
}
