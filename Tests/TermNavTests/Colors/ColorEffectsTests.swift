import TermNavTesting
import Testing

@testable import TermNavCore

/// SwiftUI's colour effects (`.grayscale`, `.saturation`, `.brightness`, `.contrast`,
/// `.hueRotation`, `.colorMultiply`) change the colours of the cells inside: the text's, a
/// colour's, a gradient's, a control's tint. The terminal's own colours stay, and the screen's
/// text is as without them.
@MainActor @Suite struct ColorEffectsTests {
    /// A traffic light card, an effect over all of it.
    private struct Signal: View {
        var effect: Effect

        var body: some View {
            let card = VStack {
                Text("Stop").foregroundStyle(.red)
                Text("Slow").foregroundColor(.orange)
                Text("Sea").background(Color.blue)
                Text("Plain")
                Toggle("Lamp", isOn: .constant(true)).tint(.green)
                Text("Glow").padding(.horizontal).background(
                    .linearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing))
            }
            switch effect {
            case .none: card
            case .grayscale: card.grayscale(1)
            case .saturation: card.saturation(0)
            case .brightness: card.brightness(0.2)
            case .contrast: card.contrast(0)
            case .multiply: card.colorMultiply(.blue)
            case .hue: card.hueRotation(.degrees(180))
            case .luminance: card.luminanceToAlpha()
            case .brightThenGrey: card.brightness(0.1).grayscale(1)
            case .greyThenBright: card.grayscale(1).brightness(0.1)
            }
        }
    }

    enum Effect: CaseIterable {
        case none, grayscale, saturation, brightness, contrast, multiply, hue, luminance, brightThenGrey,
            greyThenBright
    }

    /// A colour of a value, as a test writes it.
    static func rgb(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Color {
        Color(rgb: RGB(red: red, green: green, blue: blue))
    }

    private static let screen = [
        "",
        "             Stop",
        "             Slow",
        "             Sea",
        "            Plain",
        " Lamp                   [ on]",
        "             Glow",
        "",
        "",
        " q quit  Space/Enter flip",
    ]

    /// The drawn colours the test reads: the red text's, the orange text's, the blue bar's, the
    /// plain text's, the switch's tint and the gradient's first cell.
    private func colors(_ driver: TestDriver) -> [Color] {
        [
            driver.cell(x: 13, y: 1).foregroundColor, driver.cell(x: 13, y: 2).foregroundColor,
            driver.cell(x: 13, y: 3).backgroundColor, driver.cell(x: 12, y: 4).foregroundColor,
            driver.cell(x: 25, y: 5).foregroundColor, driver.cell(x: 11, y: 6).backgroundColor,
        ]
    }

    @Test(arguments: Effect.allCases)
    func theTextIsAsWithoutTheEffect(effect: Effect) {
        TestDriver(Signal(effect: effect), width: 30, height: 10).expectScreen(Self.screen)
    }

    @Test func withoutAnEffectTheColoursAreSwiftUIs() {
        let driver = TestDriver(Signal(effect: .none), width: 30, height: 10)
        #expect(colors(driver) == [.red, .orange, .blue, .default, .green, Self.rgb(239, 63, 61)])
    }

    @Test func grayscaleAndNoSaturationDrawEachColourInItsGrey() {
        // Red (255, 59, 48) weighs 0.2126 · 1 + 0.7152 · 0.231 + 0.0722 · 0.188 = 0.392: 100.
        let expected = [
            Self.rgb(100, 100, 100), Self.rgb(161, 161, 161), Self.rgb(106, 106, 106), .default,
            Self.rgb(160, 160, 160), Self.rgb(100, 100, 100),
        ]
        #expect(colors(TestDriver(Signal(effect: .grayscale), width: 30, height: 10)) == expected)
        #expect(colors(TestDriver(Signal(effect: .saturation), width: 30, height: 10)) == expected)
    }

    @Test func brightnessAddsToEachComponentAndNoContrastIsMidGrey() {
        // 0.2 is 51 of 255, added to each component; the gradient's stops are brightened, and
        // its first cell lies between them.
        let bright = TestDriver(Signal(effect: .brightness), width: 30, height: 10)
        #expect(
            colors(bright) == [
                Self.rgb(255, 110, 99), Self.rgb(255, 200, 51), Self.rgb(51, 173, 255), .default,
                Self.rgb(103, 250, 140), Self.rgb(242, 114, 109),
            ])
        let grey = Self.rgb(128, 128, 128)
        let flat = TestDriver(Signal(effect: .contrast), width: 30, height: 10)
        #expect(colors(flat) == [grey, grey, grey, .default, grey, grey])
    }

    @Test func colorMultiplyKeepsWhatBothColoursHave() {
        // Times blue (0, 122, 255): red (255, 59, 48) keeps 59 · 122 / 255 of its green.
        let driver = TestDriver(Signal(effect: .multiply), width: 30, height: 10)
        #expect(
            colors(driver) == [
                Self.rgb(0, 28, 48), Self.rgb(0, 71, 0), Self.rgb(0, 58, 255), .default, Self.rgb(0, 95, 89),
                Self.rgb(0, 30, 61),
            ])
    }

    @Test func hueRotationTurnsTheHueHalfwayRound() {
        // In OKLab, lightness and chroma kept: red to a cyan, blue to an orange.
        let driver = TestDriver(Signal(effect: .hue), width: 30, height: 10)
        #expect(
            colors(driver) == [
                Self.rgb(0, 176, 218), Self.rgb(36, 189, 255), Self.rgb(197, 102, 0), .default,
                Self.rgb(230, 117, 229), Self.rgb(12, 171, 204),
            ])
    }

    @Test func theInnerEffectComesFirst() {
        // Brighter then grey: red (255, 85, 74) is 0.472 grey, 120; grey then brighter: 100
        // and 0.1 more, 126.
        let brightThenGrey = TestDriver(Signal(effect: .brightThenGrey), width: 30, height: 10)
        let greyThenBright = TestDriver(Signal(effect: .greyThenBright), width: 30, height: 10)
        #expect(colors(brightThenGrey)[0] == Self.rgb(120, 120, 120))
        #expect(colors(greyThenBright)[0] == Self.rgb(126, 126, 126))
    }

    @Test func luminanceToAlphaDrawsTheViewAsItIs() {
        let driver = TestDriver(Signal(effect: .luminance), width: 30, height: 10)
        #expect(colors(driver) == [.red, .orange, .blue, .default, .green, Self.rgb(239, 63, 61)])
    }
}
