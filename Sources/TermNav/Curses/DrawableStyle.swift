import TermNavCore

/// How a terminal draws styles: each style reduced to what the terminal can show, as
/// ``TerminalCapabilities/drawable(_:)`` reduces it, from a table made once; its colours made
/// opaque and honoured together for the terminal's background
/// (``TerminalCapabilities/shown(_:)``, which costs nothing for a cell in the terminal's own
/// colours).
struct DrawableStyle {
    /// For each set of attributes (by its bits), the ones the terminal can show.
    private let attributes: [Style.Attributes]
    /// Whether colours can be set and reset.
    private let hasColors: Bool
    /// Whether the terminal shows OSC 8 hyperlinks.
    private let hasHyperlinks: Bool
    /// The terminal's capabilities, for the colours of a style as they are shown.
    private let capabilities: TerminalCapabilities

    /// The table of a terminal's capabilities.
    /// - Parameter capabilities: The capabilities.
    init(_ capabilities: TerminalCapabilities) {
        attributes = (0...UInt8.max).map { bits in
            capabilities.drawable(Style(attributes: Style.Attributes(rawValue: bits))).attributes
        }
        hasColors = capabilities.hasColors
        hasHyperlinks = capabilities.hyperlinks
        self.capabilities = capabilities
    }

    /// A style reduced to what the terminal can show.
    /// - Parameter style: The style a cell asks for.
    /// - Returns: The style to draw it with.
    func callAsFunction(_ style: Style) -> Style {
        let shown = attributes[Int(style.attributes.rawValue)]
        let link = hasHyperlinks ? style.hyperlink : .none
        guard hasColors else { return Style(attributes: shown, hyperlink: link) }
        return capabilities.shown(
            Style(
                attributes: shown, foreground: style.foreground, background: style.background, hyperlink: link
            ))
    }
}
