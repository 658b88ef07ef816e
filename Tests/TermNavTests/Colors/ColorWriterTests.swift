import Testing

@testable import TermNav
@testable import TermNavCore

/// The bytes sent for colours of any value: 24-bit where the terminal shows it, the nearest of
/// its 256, 16 or 8 colours elsewhere (never `38;2`), SwiftUI's named colours as the terminal's
/// own everywhere, and text that would vanish into the terminal's background in its own colour.
@MainActor @Suite struct ColorWriterTests {
    /// A blue of a value, and a yellow background of a value.
    static let blue = Color(red: 0.2, green: 0.5, blue: 1)
    static let yellow = Color(red: 1, green: 200.0 / 255, blue: 0)

    /// The bytes of a frame of `x` in blue on yellow, `r` in SwiftUI's red, on a terminal.
    static func sent(
        colorCount: Int, directColor: Bool = false, setColorTakesValues: Bool = false,
        scheme: ColorScheme = .dark, styles: [Style]? = nil
    ) -> String {
        var capabilities = XtermCapabilities.make(colorCount: colorCount)
        capabilities.directColor = directColor
        capabilities.setColorTakesValues = setColorTakesValues
        capabilities.colorScheme = scheme
        var writer = TerminalWriter(capabilities: capabilities, unicode: true)
        let styles = styles ?? [Style(foreground: blue, background: yellow), Style(foreground: .red)]
        var canvas = Canvas(width: styles.count, height: 1)
        for (index, style) in styles.enumerated() {
            canvas.draw(String(UnicodeScalar(UInt8(ascii: "a") + UInt8(index))), x: index, y: 0, style: style)
        }
        return XtermCapabilities.visible(
            writer.frame(canvas, over: nil, size: Size(width: styles.count, height: 1)))
    }

    static let start = TerminalWriterTests.start

    @Test func aTwentyFourBitTerminalIsSentTheValues() {
        #expect(
            Self.sent(colorCount: 256, directColor: true)
                == Self.start + "␛[38;2;51;128;255m␛[48;2;255;200;0ma␛[39;49m␛[31mb")
    }

    @Test func otherTerminalsAreSentTheNearestOfTheirColoursAndNever38Semicolon2() {
        let of256 = Self.sent(colorCount: 256)
        #expect(of256 == Self.start + "␛[38;5;33m␛[48;5;220ma␛[39;49m␛[31mb")
        #expect(Self.sent(colorCount: 16) == Self.start + "␛[94m␛[43ma␛[39;49m␛[31mb")
        #expect(Self.sent(colorCount: 8) == Self.start + "␛[34m␛[43ma␛[39;49m␛[31mb")
        for count in [8, 16, 256] {
            #expect(
                !Self.sent(colorCount: count).contains("38;2")
                    && !Self.sent(colorCount: count).contains("48;2"))
        }
    }

    @Test func namedColoursStayTheTerminalsOwnOnATwentyFourBitTerminal() {
        let named = [Style(foreground: .orange), Style(foreground: .gray, background: .teal)]
        #expect(
            Self.sent(colorCount: 256, directColor: true, styles: named)
                == Self.start + "␛[38;5;208ma␛[38;5;8m␛[48;5;37mb")
    }

    @Test func aTerminalWhoseSetafTakesValuesIsSentXtermColoursAsSGR() {
        // xterm-direct's setaf reads a number past 7 as a 24-bit value.
        var capabilities = XtermCapabilities.make(colorCount: 256)
        capabilities.foreground = { XtermCapabilities.csi($0 < 8 ? "3\($0)m" : "38:2::\($0)m") }
        #expect(capabilities.foregroundSequence(.orange) == XtermCapabilities.csi("38:2::208m"))
        capabilities.setColorTakesValues = true
        #expect(capabilities.foregroundSequence(.orange) == XtermCapabilities.csi("38;5;208m"))
        #expect(capabilities.foregroundSequence(.red) == XtermCapabilities.csi("31m"))
    }

    @Test func whiteTextOnALightTerminalsOwnBackgroundIsSentInItsOwnColour() {
        let white = [Style(foreground: .white), Style(foreground: Color(white: 0.95), background: .black)]
        // On a light terminal the white text takes the terminal's own colour; on black, it stays.
        #expect(
            Self.sent(colorCount: 256, scheme: .light, styles: white) == Self.start
                + "a␛[38;5;255m␛[48;5;16mb")
        #expect(
            Self.sent(colorCount: 256, scheme: .dark, styles: white) == Self.start
                + "␛[37ma␛[38;5;255m␛[48;5;16mb")
    }

    @Test func greyTextThatAnEightColourTerminalWouldSendAsWhiteTakesItsOwnColourOnALightTerminal() {
        let greys = [
            Style(foreground: .gray), Style(foreground: Color(white: 0.6)), Style(foreground: .blue),
        ]
        // On eight colours, grey and a light grey are nearest white, which a light terminal's
        // background is: they take the terminal's own text colour; blue stays blue.
        #expect(Self.sent(colorCount: 8, scheme: .light, styles: greys) == Self.start + "ab␛[34mc")
        // On a dark terminal white reads: they are sent as white.
        #expect(Self.sent(colorCount: 8, scheme: .dark, styles: greys) == Self.start + "␛[37ma␛[37mb␛[34mc")
        // From 16 colours grey is bright black, which reads on both.
        #expect(Self.sent(colorCount: 16, scheme: .light, styles: greys).hasPrefix(Self.start + "␛[90ma"))
    }
}
