import Testing

@testable import TermNavCore

/// Colours of any value: their components as the bytes a 24-bit terminal is sent, opacity
/// blended over what is behind, and the nearest of the 256, 16 or 8 xterm colours as the eye
/// sees it.
@Suite struct ColorValueTests {
    /// A value, as a test reads it.
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> RGB {
        RGB(red: red, green: green, blue: blue)
    }

    @Test func componentsAreSRGBBytesCutToTheirRange() {
        #expect(Color(red: 0.2, green: 0.5, blue: 1).rgb == Self.rgb(51, 128, 255))
        #expect(Color(red: -1, green: 2, blue: .nan).rgb == Self.rgb(0, 255, 0))
        #expect(Color(white: 0.5).rgb == Self.rgb(128, 128, 128))
        #expect(Color(red: 0.2, green: 0.5, blue: 1).isOpaque)
    }

    @Test func otherColourSpacesBecomeSRGB() {
        // Linear light of 0.5 is sRGB's 188; Display P3's pure red lies outside sRGB, which
        // keeps its nearest; a P3 grey is the same grey.
        #expect(Color(.sRGBLinear, red: 0.5, green: 0.2, blue: 0).rgb == Self.rgb(188, 124, 0))
        #expect(Color(.displayP3, red: 1, green: 0, blue: 0).rgb == Self.rgb(255, 0, 0))
        #expect(Color(.displayP3, red: 0.5, green: 0.5, blue: 0.5).rgb == Self.rgb(128, 128, 128))
        #expect(Color(.sRGBLinear, white: 0.5).rgb == Self.rgb(188, 188, 188))
    }

    @Test(arguments: [
        (0.0, 1.0, 1.0, rgb(255, 0, 0)), (1.0 / 3, 1.0, 1.0, rgb(0, 255, 0)),
        (2.0 / 3, 1.0, 1.0, rgb(0, 0, 255)), (0.5, 0.5, 0.5, rgb(64, 128, 128)),
        (1.0, 1.0, 1.0, rgb(255, 0, 0)), (0.1, 0.8, 0.9, rgb(230, 156, 46)),
        (0.3, 0.0, 0.4, rgb(102, 102, 102)),
    ])
    func hueSaturationAndBrightness(hue: Double, saturation: Double, brightness: Double, value: RGB) {
        #expect(Color(hue: hue, saturation: saturation, brightness: brightness).rgb == value)
    }

    @Test func opacityIsKeptUntilTheColourIsDrawn() {
        #expect(Color.red.opacity(0) == .clear)
        #expect(Color.red.opacity(1) == .red)
        let half = Color.red.opacity(0.5)
        #expect(half.kind == .red && !half.isOpaque && half.opaque == .red)
        #expect(
            Color(red: 1, green: 0, blue: 0, opacity: 0.5) == Color(rgb: Self.rgb(255, 0, 0)).opacity(0.5))
        // Opacities multiply, kept in 127ths.
        let quarter = Color.blue.opacity(0.5).opacity(0.5)
        #expect(quarter.opaque == .blue && abs(quarter.opacityValue - 0.25) <= 1.0 / 127)
    }

    @Test func aTranslucentBackgroundIsBlendedOverTheSchemesBackground() {
        let orange = Color(rgb: Self.rgb(200, 100, 0)).opacity(0.5)
        #expect(Style(background: orange).shown(in: .dark).background == Color(rgb: Self.rgb(99, 50, 0)))
        #expect(Style(background: orange).shown(in: .light).background == Color(rgb: Self.rgb(228, 178, 129)))
        // A named colour blends SwiftUI's value of it.
        #expect(
            Style(background: Color.blue.opacity(0.5)).shown(in: .dark).background
                == Color(rgb: Self.rgb(0, 61, 126)))
    }

    @Test func aTranslucentTextColourIsBlendedOverTheCellsBackground() {
        let style = Style(foreground: Color.white.opacity(0.5), background: Color(rgb: Self.rgb(0, 0, 200)))
        #expect(style.shown(in: .dark).foreground == Color(rgb: Self.rgb(126, 126, 227)))
        #expect(style.shown(in: .dark).background == Color(rgb: Self.rgb(0, 0, 200)))
        // Over the terminal's own background, over the scheme's.
        let grey = Style(foreground: Color.black.opacity(0.5)).shown(in: .light)
        #expect(grey.foreground == Color(rgb: Self.rgb(129, 129, 129)) && grey.background == .default)
    }

    @Test func namedColoursAndTheTerminalsOwnAreSentAsTheyAre() {
        for color in Color.named + [.default] {
            let style = Style(foreground: color, background: .default)
            let shown = style.shown(in: .dark)
            #expect(shown == style || (color == .black && shown.foreground == .default), "\(color)")
        }
        #expect(
            Style(foreground: .red, background: .blue).shown(in: .light)
                == Style(foreground: .red, background: .blue))
    }

    @Test func adaptiveColoursTakeTheSchemesValue() {
        let card = Style(background: Color(adaptive: .systemGray6))
        #expect(card.shown(in: .light).background == Color(rgb: Self.rgb(242, 242, 247)))
        #expect(card.shown(in: .dark).background == Color(rgb: Self.rgb(28, 28, 30)))
    }

    /// Values, and the xterm colour each is drawn as on a terminal of 256, 16 and 8 colours.
    static let nearest: [(RGB, Int, Int, Int)] = [
        (rgb(255, 0, 0), 196, 9, 1),
        (rgb(0, 128, 0), 28, 2, 2),
        (rgb(30, 144, 255), 33, 12, 6),
        (rgb(255, 105, 180), 205, 5, 5),
        (rgb(250, 250, 250), 231, 15, 7),
        (rgb(20, 20, 20), 233, 0, 0),
        (rgb(70, 70, 70), 238, 8, 0),
        // A mid grey: by plain RGB distance it would be yellow (3) among eight.
        (rgb(128, 128, 128), 244, 8, 7),
    ]

    @Test(arguments: nearest)
    func aValueTakesItsNearestXtermColourAsTheEyeSeesIt(value: RGB, of256: Int, of16: Int, of8: Int) {
        #expect(XtermPalette.nearest(to: value, colorCount: 256) == of256)
        #expect(XtermPalette.nearest(to: value, colorCount: 16) == of16)
        #expect(XtermPalette.nearest(to: value, colorCount: 8) == of8)
    }

    @Test func theCubeAndTheGreysAreXtermsValues() {
        #expect(XtermPalette.values[16] == Self.rgb(0, 0, 0))
        #expect(XtermPalette.values[196] == Self.rgb(255, 0, 0))
        #expect(XtermPalette.values[110] == Self.rgb(135, 175, 215))
        #expect(XtermPalette.values[232] == Self.rgb(8, 8, 8))
        #expect(XtermPalette.values[255] == Self.rgb(238, 238, 238))
        // Every value of the cube and the greys is its own nearest.
        for index in 16..<256 where index != 16 && index != 231 {
            #expect(XtermPalette.nearest(to: XtermPalette.values[index], colorCount: 256) == index)
        }
    }
}
