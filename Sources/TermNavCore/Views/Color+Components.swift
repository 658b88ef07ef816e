import Foundation

extension Color {
    /// The colour spaces a colour's components can be given in, as SwiftUI's.
    public enum RGBColorSpace: Hashable, Sendable {
        /// sRGB: the components as they are sent to a 24-bit terminal.
        case sRGB
        /// sRGB with linear components: light in proportion to each.
        case sRGBLinear
        /// Display P3, a wider gamut: colours outside sRGB take the nearest sRGB holds.
        case displayP3
    }

    /// A colour of its red, green and blue components, as SwiftUI's.
    ///
    /// Drawn in 24-bit colour where the terminal shows it, and as its nearest of the terminal's
    /// colours elsewhere (see ``Color``). Components outside 0–1 are cut to that range.
    /// - Parameters:
    ///   - colorSpace: The space the components are in; sRGB by default.
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - opacity: The opacity, from 0 to 1; blended over what is behind when drawn.
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        let value: RGB
        switch colorSpace {
        case .sRGB:
            value = RGB(unitRed: red, green: green, blue: blue)
        case .sRGBLinear:
            value = RGB(
                unitRed: RGB.encoded(max(0, red)), green: RGB.encoded(max(0, green)),
                blue: RGB.encoded(max(0, blue)))
        case .displayP3:
            let (r, g, b) = (RGB.linear(red), RGB.linear(green), RGB.linear(blue))
            value = RGB(
                unitRed: RGB.encoded(max(0, 1.224_940_176_280_560 * r - 0.224_940_176_280_560 * g)),
                green: RGB.encoded(max(0, -0.042_056_954_709_688 * r + 1.042_056_954_709_688 * g)),
                blue: RGB.encoded(
                    max(0, -0.019_637_554_590_334 * r - 0.078_636_045_550_632 * g + 1.098_273_600_140_966 * b)
                ))
        }
        self = Color(rgb: value).opacity(opacity)
    }

    /// A grey, as SwiftUI's: 0 is black, 1 white.
    /// - Parameters:
    ///   - colorSpace: The space the level is in; sRGB by default.
    ///   - white: The level, from 0 to 1.
    ///   - opacity: The opacity, from 0 to 1.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A colour of its hue, saturation and brightness, as SwiftUI's.
    /// - Parameters:
    ///   - hue: The hue, from 0 to 1 around the colour wheel (0 and 1 are red).
    ///   - saturation: The saturation, from 0 (grey) to 1.
    ///   - brightness: The brightness, from 0 (black) to 1.
    ///   - opacity: The opacity, from 0 to 1.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        let hue = hue.isFinite ? (hue - hue.rounded(.down)) * 6 : 0
        let saturation = min(1, max(0, saturation))
        let brightness = min(1, max(0, brightness))
        let sector = Int(hue) % 6
        let fraction = hue - Double(Int(hue))
        let low = brightness * (1 - saturation)
        let falling = brightness * (1 - saturation * fraction)
        let rising = brightness * (1 - saturation * (1 - fraction))
        let components: (Double, Double, Double)
        switch sector {
        case 0: components = (brightness, rising, low)
        case 1: components = (falling, brightness, low)
        case 2: components = (low, brightness, rising)
        case 3: components = (low, falling, brightness)
        case 4: components = (rising, low, brightness)
        default: components = (brightness, low, falling)
        }
        self.init(red: components.0, green: components.1, blue: components.2, opacity: opacity)
    }
}
