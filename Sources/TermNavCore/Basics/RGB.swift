import Foundation

/// A colour's value in sRGB, eight bits a component: what a 24-bit terminal is sent.
package struct RGB: Hashable, Sendable {
    /// The red component, from 0 to 255.
    package var red: UInt8
    /// The green component, from 0 to 255.
    package var green: UInt8
    /// The blue component, from 0 to 255.
    package var blue: UInt8

    /// A value of its components.
    /// - Parameters:
    ///   - red: The red component, from 0 to 255.
    ///   - green: The green component, from 0 to 255.
    ///   - blue: The blue component, from 0 to 255.
    package init(red: UInt8, green: UInt8, blue: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
    }

    /// A value of components from 0 to 1, each cut to that range and rounded to eight bits.
    /// - Parameters:
    ///   - red: The red component.
    ///   - green: The green component.
    ///   - blue: The blue component.
    package init(unitRed red: Double, green: Double, blue: Double) {
        self.init(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue))
    }

    /// A component from 0 to 1 as eight bits, cut to the range and rounded (`NaN` is 0).
    package static func byte(_ unit: Double) -> UInt8 {
        guard unit > 0 else { return 0 }
        guard unit < 1 else { return 255 }
        return UInt8((unit * 255).rounded())
    }

    /// The value with another laid over it at an opacity, component by component.
    /// - Parameters:
    ///   - top: The value laid over.
    ///   - opacity: The top value's opacity, from 0 (this value) to 1 (the top value).
    /// - Returns: The blend.
    package func blended(with top: RGB, opacity: Double) -> RGB {
        let amount = min(1, max(0, opacity.isNaN ? 0 : opacity))
        func mix(_ below: UInt8, _ above: UInt8) -> UInt8 {
            UInt8((Double(below) + (Double(above) - Double(below)) * amount).rounded())
        }
        return RGB(red: mix(red, top.red), green: mix(green, top.green), blue: mix(blue, top.blue))
    }

    // MARK: Linear light

    /// A component from 0 to 1 in sRGB's curve, as linear light.
    package static func linear(_ encoded: Double) -> Double {
        encoded <= 0.040_45 ? encoded / 12.92 : pow((encoded + 0.055) / 1.055, 2.4)
    }

    /// A component of linear light, as sRGB's curve has it.
    package static func encoded(_ linear: Double) -> Double {
        linear <= 0.003_130_8 ? linear * 12.92 : 1.055 * pow(linear, 1 / 2.4) - 0.055
    }

    /// The value's components as linear light, from 0 to 1.
    var linearComponents: (red: Double, green: Double, blue: Double) {
        (Self.linearBytes[Int(red)], Self.linearBytes[Int(green)], Self.linearBytes[Int(blue)])
    }

    /// Each of the 256 values of a component, as linear light: a gradient's cells ask for
    /// hundreds of conversions a frame.
    private static let linearBytes: [Double] = (0...255).map { linear(Double($0) / 255) }

    /// The value's relative luminance, as WCAG defines it: from 0 (black) to 1 (white), the
    /// light it gives as the eye weighs red, green and blue.
    package var relativeLuminance: Double {
        let (r, g, b) = linearComponents
        return 0.2126 * r + 0.7152 * g + 0.0722 * b
    }

    // MARK: OKLab

    /// The value in OKLab, where distances are as the eye sees them.
    package var oklab: OKLab {
        let (r, g, b) = linearComponents
        let l = cbrt(0.412_221_470_8 * r + 0.536_332_536_3 * g + 0.051_445_992_9 * b)
        let m = cbrt(0.211_903_498_2 * r + 0.680_699_545_1 * g + 0.107_396_956_6 * b)
        let s = cbrt(0.088_302_461_9 * r + 0.281_718_837_6 * g + 0.629_978_700_5 * b)
        return OKLab(
            lightness: 0.210_454_255_3 * l + 0.793_617_785_0 * m - 0.004_072_046_8 * s,
            a: 1.977_998_495_1 * l - 2.428_592_205_0 * m + 0.450_593_709_9 * s,
            b: 0.025_904_037_1 * l + 0.782_771_766_2 * m - 0.808_675_766_0 * s)
    }
}

/// A colour in OKLab (Björn Ottosson's perceptual colour space): its lightness from 0 (black) to
/// 1 (white), and two axes of hue, so that the distance between two colours is how different
/// they look.
package struct OKLab: Hashable, Sendable {
    /// The lightness, from 0 (black) to 1 (white).
    package var lightness: Double
    /// Green (negative) to red (positive).
    package var a: Double
    /// Blue (negative) to yellow (positive).
    package var b: Double

    /// How colourful it is: 0 for a grey.
    package var chroma: Double {
        (a * a + b * b).squareRoot()
    }

    /// The square of the distance to another colour.
    /// - Parameter other: The other colour.
    /// - Returns: The squared distance.
    package func squaredDistance(to other: OKLab) -> Double {
        let dl = lightness - other.lightness
        let da = a - other.a
        let db = b - other.b
        return dl * dl + da * da + db * db
    }

    /// The colour between this one and another.
    /// - Parameters:
    ///   - other: The other colour.
    ///   - fraction: How far towards it, from 0 to 1.
    /// - Returns: The colour in between.
    package func mixed(with other: OKLab, by fraction: Double) -> OKLab {
        OKLab(
            lightness: lightness + (other.lightness - lightness) * fraction, a: a + (other.a - a) * fraction,
            b: b + (other.b - b) * fraction)
    }

    /// The colour in sRGB, cut to what sRGB holds.
    package var rgb: RGB {
        let l = pow(lightness + 0.396_337_777_4 * a + 0.215_803_757_3 * b, 3)
        let m = pow(lightness - 0.105_561_345_8 * a - 0.063_854_172_8 * b, 3)
        let s = pow(lightness - 0.089_484_177_5 * a - 1.291_485_548_0 * b, 3)
        let red = 4.076_741_662_1 * l - 3.307_711_591_3 * m + 0.230_969_929_2 * s
        let green = -1.268_438_004_6 * l + 2.609_757_401_1 * m - 0.341_319_396_5 * s
        let blue = -0.004_196_086_3 * l - 0.703_418_614_7 * m + 1.707_614_701_0 * s
        return RGB(
            unitRed: RGB.encoded(max(0, red)), green: RGB.encoded(max(0, green)),
            blue: RGB.encoded(max(0, blue)))
    }
}
