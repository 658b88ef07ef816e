/// A colour that differs between light and dark backgrounds, as UIKit's system greys and
/// backgrounds do: `Color(.systemGray6)` is almost white on a light terminal and almost black on
/// a dark one, so text in the terminal's own colour reads on it either way.
package enum AdaptiveColor: UInt8, Sendable, CaseIterable {
    case systemGray2
    case systemGray3
    case systemGray4
    case systemGray5
    case systemGray6
    case secondarySystemBackground
    case tertiarySystemBackground
    case systemGroupedBackground
    case secondarySystemGroupedBackground
    case separator

    /// The colour's value in a scheme: UIKit's.
    /// - Parameter scheme: The scheme.
    /// - Returns: The value.
    package func value(in scheme: ColorScheme) -> RGB {
        let (light, dark) = values
        return scheme == .light ? light : dark
    }

    /// The colour's values on a light and a dark background.
    private var values: (RGB, RGB) {
        switch self {
        case .systemGray2: return (RGB(red: 174, green: 174, blue: 178), RGB(red: 99, green: 99, blue: 102))
        case .systemGray3: return (RGB(red: 199, green: 199, blue: 204), RGB(red: 72, green: 72, blue: 74))
        case .systemGray4: return (RGB(red: 209, green: 209, blue: 214), RGB(red: 58, green: 58, blue: 60))
        case .systemGray5: return (RGB(red: 229, green: 229, blue: 234), RGB(red: 44, green: 44, blue: 46))
        case .systemGray6, .secondarySystemBackground:
            return (RGB(red: 242, green: 242, blue: 247), RGB(red: 28, green: 28, blue: 30))
        case .tertiarySystemBackground:
            return (RGB(red: 255, green: 255, blue: 255), RGB(red: 44, green: 44, blue: 46))
        case .systemGroupedBackground:
            return (RGB(red: 242, green: 242, blue: 247), RGB(red: 0, green: 0, blue: 0))
        case .secondarySystemGroupedBackground:
            return (RGB(red: 255, green: 255, blue: 255), RGB(red: 28, green: 28, blue: 30))
        case .separator: return (RGB(red: 198, green: 198, blue: 200), RGB(red: 56, green: 56, blue: 58))
        }
    }
}
