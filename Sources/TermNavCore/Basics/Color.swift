/// A colour, as SwiftUI's `Color`: one of SwiftUI's named colours, or a colour of any value.
///
/// SwiftUI's named colours (``red``, ``blue``, ``orange``, …) are drawn as the terminal's own:
/// the eight ANSI colours as themselves, so each terminal theme decides what `red` looks like
/// and TermNav apps stay readable on light and dark themes alike; the others as their nearest of
/// the 256 xterm colours, or of the eight ANSI colours on a terminal with fewer. ``primary`` is
/// the terminal's own text colour and ``secondary`` its own colour, dimmed.
///
/// A colour of a value (`Color(red: 0.2, green: 0.5, blue: 0.9)`, `Color(hue:saturation:
/// brightness:)`, a colour of a gradient) is drawn in 24-bit colour on a terminal that says it
/// shows it, and as its nearest of the 256 xterm colours (the colour cube and the greys), or of
/// the 16 or 8 ANSI colours, elsewhere: nearest as the eye sees it (in OKLab), not by plain RGB
/// distance. A colour with an opacity is blended over what is behind it when it is drawn.
///
/// A colour is four bytes: it is kept in every cell of a frame.
public struct Color: Hashable, Sendable {
    /// What a colour is: the terminal's own, one of SwiftUI's named colours, a value, or a
    /// colour that differs between light and dark backgrounds.
    package enum Kind: UInt8, Sendable, CaseIterable {
        /// The terminal's own foreground or background colour.
        case terminalDefault = 0
        /// The text colour for primary content.
        case primary
        /// The text colour for secondary content.
        case secondary
        /// No colour.
        case clear
        case black
        case red
        case green
        case yellow
        case blue
        case magenta
        case cyan
        case white
        case gray
        case orange
        case purple
        case pink
        case brown
        case mint
        case teal
        case indigo
        /// A colour that differs between light and dark backgrounds: one of ``AdaptiveColor``'s.
        case adaptive
        /// A value in sRGB.
        case rgb
    }

    /// The colour, packed: bit 31 set for a value, whose red, green and blue are bits 16–23,
    /// 8–15 and 0–7; else the ``Kind`` in bits 0–7 and an adaptive colour's index in bits 8–15.
    /// Bits 24–30 hold the transparency in 127ths, 0 for an opaque colour, so the terminal's
    /// own colour is 0.
    package let bits: UInt32

    /// A colour of its packed bits.
    private init(bits: UInt32) {
        self.bits = bits
    }

    /// The bit set for a value.
    private static let valueFlag: UInt32 = 1 << 31
    /// The most transparency, in 127ths: no opacity at all.
    package static let transparencySteps: UInt32 = 127

    /// A named colour, opaque.
    /// - Parameter kind: The colour's kind; not ``Kind/rgb`` or ``Kind/adaptive``.
    package init(kind: Kind) {
        bits = UInt32(kind.rawValue)
    }

    /// A colour of a value in sRGB, each component from 0 to 255.
    /// - Parameters:
    ///   - rgb: The value.
    ///   - transparency: The transparency in 127ths; 0, opaque, by default.
    package init(rgb: RGB, transparency: UInt32 = 0) {
        bits =
            Self.valueFlag | min(transparency, Self.transparencySteps) << 24 | UInt32(rgb.red) << 16
            | UInt32(rgb.green) << 8 | UInt32(rgb.blue)
    }

    /// One of the colours that differ between light and dark backgrounds.
    /// - Parameter adaptive: The colour.
    package init(adaptive: AdaptiveColor) {
        bits = UInt32(Kind.adaptive.rawValue) | UInt32(adaptive.rawValue) << 8
    }

    /// What the colour is.
    package var kind: Kind {
        if bits & Self.valueFlag != 0 { return .rgb }
        return Kind(rawValue: UInt8(truncatingIfNeeded: bits)) ?? .terminalDefault
    }

    /// The colour's value, for a colour of a value; `nil` for the others.
    package var rgb: RGB? {
        guard bits & Self.valueFlag != 0 else { return nil }
        return RGB(
            red: UInt8(truncatingIfNeeded: bits >> 16), green: UInt8(truncatingIfNeeded: bits >> 8),
            blue: UInt8(truncatingIfNeeded: bits))
    }

    /// The colour that differs between light and dark backgrounds; `nil` for the others.
    package var adaptive: AdaptiveColor? {
        guard kind == .adaptive else { return nil }
        return AdaptiveColor(rawValue: UInt8(truncatingIfNeeded: bits >> 8))
    }

    /// The transparency in 127ths: 0 for an opaque colour, 127 for none at all.
    package var transparency: UInt32 {
        bits >> 24 & Self.transparencySteps
    }

    /// Whether the colour is opaque.
    package var isOpaque: Bool {
        bits & (Self.transparencySteps << 24) == 0
    }

    /// The colour opaque: its transparency taken away.
    package var opaque: Color {
        Color(bits: bits & ~(Self.transparencySteps << 24))
    }

    /// The colour with a transparency, in 127ths.
    /// - Parameter transparency: The transparency; 127 or more is none at all.
    /// - Returns: The colour.
    package func with(transparency: UInt32) -> Color {
        Color(bits: opaque.bits | min(transparency, Self.transparencySteps) << 24)
    }

    /// Whether the colour is one of the terminal's own: its default, ``primary``, ``secondary``
    /// or ``clear``, which have no value of their own to fill cells with.
    package var isTerminalOwn: Bool {
        switch kind {
        case .terminalDefault, .primary, .secondary, .clear: return true
        case .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray, .orange, .purple, .pink,
            .brown, .mint, .teal, .indigo, .adaptive, .rgb:
            return false
        }
    }

    /// Whether the colour fills cells as a background: any colour but the terminal's own, and
    /// ``primary`` or ``secondary`` with an opacity (a translucent layer of the text colour, as
    /// a material is).
    package var fillsCells: Bool {
        switch kind {
        case .terminalDefault, .clear: return false
        case .primary, .secondary: return !isOpaque
        case .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray, .orange, .purple, .pink,
            .brown, .mint, .teal, .indigo, .adaptive, .rgb:
            return true
        }
    }

    // MARK: The terminal's own colours

    /// The terminal's own foreground or background colour.
    public static let `default` = Color(kind: .terminalDefault)
    /// The text colour for primary content: the terminal's own.
    public static let primary = Color(kind: .primary)
    /// The text colour for secondary content: the terminal's own, dimmed.
    public static let secondary = Color(kind: .secondary)
    /// No colour: what is behind shows through.
    public static let clear = Color(kind: .clear)

    // MARK: SwiftUI's named colours

    /// Black: ANSI black; on a 256-colour terminal, the black of xterm's colour cube, which stays
    /// black in bold.
    public static let black = Color(kind: .black)
    /// White: ANSI white.
    public static let white = Color(kind: .white)
    /// Grey: ANSI bright black.
    public static let gray = Color(kind: .gray)
    /// Red: ANSI red.
    public static let red = Color(kind: .red)
    /// Green: ANSI green.
    public static let green = Color(kind: .green)
    /// Yellow: ANSI yellow.
    public static let yellow = Color(kind: .yellow)
    /// Blue: ANSI blue.
    public static let blue = Color(kind: .blue)
    /// Magenta: ANSI magenta.
    public static let magenta = Color(kind: .magenta)
    /// Cyan: ANSI cyan.
    public static let cyan = Color(kind: .cyan)
    /// Orange.
    public static let orange = Color(kind: .orange)
    /// Purple.
    public static let purple = Color(kind: .purple)
    /// Pink.
    public static let pink = Color(kind: .pink)
    /// Brown.
    public static let brown = Color(kind: .brown)
    /// Mint.
    public static let mint = Color(kind: .mint)
    /// Teal.
    public static let teal = Color(kind: .teal)
    /// Indigo.
    public static let indigo = Color(kind: .indigo)

    /// The app's accent colour: cyan, which reads well on light and dark themes.
    public static let accentColor = Color.cyan

    /// SwiftUI's named colours, each drawn as one of the terminal's own.
    package static let named: [Color] = Kind.allCases.compactMap { kind in
        switch kind {
        case .terminalDefault, .primary, .secondary, .clear, .adaptive, .rgb: return nil
        case .black, .red, .green, .yellow, .blue, .magenta, .cyan, .white, .gray, .orange, .purple, .pink,
            .brown, .mint, .teal, .indigo:
            return Color(kind: kind)
        }
    }
}
