/// UIKit's colours by name, for `Color(.systemGray6)` and `Color(uiColor: .secondaryLabel)`:
/// each is one of TermNav's colours.
///
/// - The system colours (`.systemRed`, `.systemBlue`, …) are SwiftUI's named colours, drawn as
///   the terminal's own.
/// - The labels are the terminal's text colour: `.label` as ``Color/primary``, the others as
///   ``Color/secondary``.
/// - `.systemBackground` and `.systemGroupedBackground`'s first level are the terminal's own
///   background; the other backgrounds, the greys `.systemGray2` to `.systemGray6` and
///   `.separator` take UIKit's value for the terminal's background, light or dark.
///
/// It is not UIKit's class: it only names colours, and a `UIColor` of components is a colour
/// of that value.
public struct UIColor: Hashable, Sendable {
    /// The colour it names.
    let color: Color

    /// A colour of its components, as UIKit's.
    /// - Parameters:
    ///   - red: The red component, from 0 to 1.
    ///   - green: The green component, from 0 to 1.
    ///   - blue: The blue component, from 0 to 1.
    ///   - alpha: The opacity, from 0 to 1.
    public init(red: Double, green: Double, blue: Double, alpha: Double) {
        color = Color(red: red, green: green, blue: blue, opacity: alpha)
    }

    /// A grey, as UIKit's.
    /// - Parameters:
    ///   - white: The level, from 0 (black) to 1 (white).
    ///   - alpha: The opacity, from 0 to 1.
    public init(white: Double, alpha: Double) {
        color = Color(white: white, opacity: alpha)
    }

    /// The name of a colour.
    private init(_ color: Color) {
        self.color = color
    }

    /// The same colour at an opacity.
    /// - Parameter alpha: The opacity, from 0 to 1.
    /// - Returns: The colour.
    public func withAlphaComponent(_ alpha: Double) -> UIColor {
        UIColor(color.opacity(alpha))
    }

    /// Red.
    public static let systemRed = UIColor(Color.red)
    /// Orange.
    public static let systemOrange = UIColor(Color.orange)
    /// Yellow.
    public static let systemYellow = UIColor(Color.yellow)
    /// Green.
    public static let systemGreen = UIColor(Color.green)
    /// Mint.
    public static let systemMint = UIColor(Color.mint)
    /// Teal.
    public static let systemTeal = UIColor(Color.teal)
    /// Cyan.
    public static let systemCyan = UIColor(Color.cyan)
    /// Blue.
    public static let systemBlue = UIColor(Color.blue)
    /// Indigo.
    public static let systemIndigo = UIColor(Color.indigo)
    /// Purple.
    public static let systemPurple = UIColor(Color.purple)
    /// Pink.
    public static let systemPink = UIColor(Color.pink)
    /// Brown.
    public static let systemBrown = UIColor(Color.brown)
    /// Grey.
    public static let systemGray = UIColor(Color.gray)
    /// A lighter grey on a light background, a darker one on a dark background.
    public static let systemGray2 = UIColor(Color(adaptive: .systemGray2))
    /// A lighter grey still.
    public static let systemGray3 = UIColor(Color(adaptive: .systemGray3))
    /// A grey near the background.
    public static let systemGray4 = UIColor(Color(adaptive: .systemGray4))
    /// A grey nearer the background.
    public static let systemGray5 = UIColor(Color(adaptive: .systemGray5))
    /// The grey nearest the background.
    public static let systemGray6 = UIColor(Color(adaptive: .systemGray6))
    /// The background: the terminal's own.
    public static let systemBackground = UIColor(Color.default)
    /// A background a level above: a grey near the terminal's background.
    public static let secondarySystemBackground = UIColor(Color(adaptive: .secondarySystemBackground))
    /// A background two levels above.
    public static let tertiarySystemBackground = UIColor(Color(adaptive: .tertiarySystemBackground))
    /// The background of a grouped list.
    public static let systemGroupedBackground = UIColor(Color(adaptive: .systemGroupedBackground))
    /// The background of a grouped list's rows.
    public static let secondarySystemGroupedBackground = UIColor(
        Color(adaptive: .secondarySystemGroupedBackground))
    /// The background of what is inside a grouped list's rows: the terminal's own.
    public static let tertiarySystemGroupedBackground = UIColor(Color.default)
    /// Primary text: the terminal's own text colour.
    public static let label = UIColor(Color.primary)
    /// Secondary text: dim.
    public static let secondaryLabel = UIColor(Color.secondary)
    /// Tertiary text: dim.
    public static let tertiaryLabel = UIColor(Color.secondary)
    /// Quaternary text: dim.
    public static let quaternaryLabel = UIColor(Color.secondary)
    /// A placeholder's text: dim.
    public static let placeholderText = UIColor(Color.secondary)
    /// A separator's colour.
    public static let separator = UIColor(Color(adaptive: .separator))
    /// An opaque separator's colour.
    public static let opaqueSeparator = UIColor(Color(adaptive: .separator))
    /// A link's colour: blue.
    public static let link = UIColor(Color.blue)
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    /// The app's tint: the accent colour.
    public static let tintColor = UIColor(Color.accentColor)
    /// A fill for thin shapes: grey, translucent.
    public static let systemFill = UIColor(Color.gray.opacity(0.2))
    /// A fill for medium shapes.
    public static let secondarySystemFill = UIColor(Color.gray.opacity(0.16))
    /// A fill for large shapes.
    public static let tertiarySystemFill = UIColor(Color.gray.opacity(0.12))
    /// A fill for large areas.
    public static let quaternarySystemFill = UIColor(Color.gray.opacity(0.08))
    /// Black.
    public static let black = UIColor(Color.black)
    /// White.
    public static let white = UIColor(Color.white)
    /// Grey.
    public static let gray = UIColor(Color.gray)
    /// Dark grey.
    public static let darkGray = UIColor(Color(white: 1.0 / 3))
    /// Light grey.
    public static let lightGray = UIColor(Color(white: 2.0 / 3))
    /// Red.
    public static let red = UIColor(Color.red)
    /// Green.
    public static let green = UIColor(Color.green)
    /// Blue.
    public static let blue = UIColor(Color.blue)
    /// Yellow.
    public static let yellow = UIColor(Color.yellow)
    /// Orange.
    public static let orange = UIColor(Color.orange)
    /// Purple.
    public static let purple = UIColor(Color.purple)
    /// Brown.
    public static let brown = UIColor(Color.brown)
    /// Cyan.
    public static let cyan = UIColor(Color.cyan)
    /// Magenta.
    public static let magenta = UIColor(Color.magenta)
    /// No colour.
    public static let clear = UIColor(Color.clear)
}

/// AppKit's name for UIKit's colours: `Color(nsColor: .separatorColor)` is written with
/// ``UIColor``'s names here.
public typealias NSColor = UIColor

extension Color {
    /// The colour a UIKit colour names (see ``UIColor``): `Color(.systemGray6)`.
    /// - Parameter color: The UIKit colour.
    public init(_ color: UIColor) {
        self = color.color
    }

    /// The colour a UIKit colour names (see ``UIColor``).
    /// - Parameter uiColor: The UIKit colour.
    public init(uiColor: UIColor) {
        self = uiColor.color
    }

    /// The colour an AppKit colour names, with ``UIColor``'s names.
    /// - Parameter nsColor: The colour.
    public init(nsColor: NSColor) {
        self = nsColor.color
    }
}
