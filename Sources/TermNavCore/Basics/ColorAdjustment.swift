import Foundation

/// A change to the colours a view draws, as SwiftUI's colour effects change its pixels
/// (`.brightness`, `.contrast`, `.saturation`, `.grayscale`, `.hueRotation`, `.colorMultiply`):
/// applied to each colour of a value, component by component in sRGB as Core Image's colour
/// controls do, the hue turned in OKLab.
package enum ColorAdjustment: Hashable, Sendable {
    /// `amount` added to each component (−1 black, 1 white).
    case brightness(Double)
    /// Each component moved from mid-grey by `amount` times its distance (0 grey, 1 unchanged).
    case contrast(Double)
    /// Each component moved from the colour's grey by `amount` times its distance (0 grey, 1
    /// unchanged); `.grayscale(g)` is a saturation of `1 − g`.
    case saturation(Double)
    /// The hue turned by these degrees, lightness and chroma kept.
    case hueRotation(degrees: Double)
    /// Each component multiplied by the component of a colour.
    case multiply(RGB)

    /// A value adjusted.
    /// - Parameter value: The value.
    /// - Returns: The value changed.
    package func applied(to value: RGB) -> RGB {
        let (red, green, blue) = (
            Double(value.red) / 255, Double(value.green) / 255, Double(value.blue) / 255
        )
        switch self {
        case .brightness(let amount):
            return RGB(unitRed: red + amount, green: green + amount, blue: blue + amount)
        case .contrast(let amount):
            func moved(_ component: Double) -> Double { (component - 0.5) * amount + 0.5 }
            return RGB(unitRed: moved(red), green: moved(green), blue: moved(blue))
        case .saturation(let amount):
            let grey = 0.2126 * red + 0.7152 * green + 0.0722 * blue
            func moved(_ component: Double) -> Double { grey + (component - grey) * amount }
            return RGB(unitRed: moved(red), green: moved(green), blue: moved(blue))
        case .hueRotation(let degrees):
            let lab = value.oklab
            let angle = degrees * Double.pi / 180
            let (cosine, sine) = (cos(angle), sin(angle))
            return OKLab(
                lightness: lab.lightness, a: lab.a * cosine - lab.b * sine, b: lab.a * sine + lab.b * cosine
            ).rgb
        case .multiply(let other):
            return RGB(
                unitRed: red * Double(other.red) / 255, green: green * Double(other.green) / 255,
                blue: blue * Double(other.blue) / 255)
        }
    }
}

extension Array where Element == ColorAdjustment {
    /// A colour with the adjustments applied, the innermost (the last) first; the terminal's own
    /// colours, which have no value TermNav knows, and a colour the adjustments leave as it was
    /// stay as they are. Its opacity is kept.
    /// - Parameters:
    ///   - color: The colour.
    ///   - scheme: The terminal's background, for a colour whose value depends on it.
    /// - Returns: The colour adjusted.
    package func adjusted(_ color: Color, scheme: ColorScheme) -> Color {
        guard !isEmpty, !color.isTerminalOwn, let value = color.value(in: scheme) else { return color }
        let changed = reversed().reduce(value) { $1.applied(to: $0) }
        return changed == value ? color : Color(rgb: changed, transparency: color.transparency)
    }

    /// A style with its colours adjusted.
    /// - Parameters:
    ///   - style: The style.
    ///   - scheme: The terminal's background.
    /// - Returns: The style adjusted.
    package func adjusted(_ style: Style, scheme: ColorScheme) -> Style {
        guard !isEmpty else { return style }
        var style = style
        style.foreground = adjusted(style.foreground, scheme: scheme)
        style.background = adjusted(style.background, scheme: scheme)
        return style
    }
}
