import TermNavCore

/// The attributes and colours the terminal draws with now, as far as TermNav knows, and the
/// fewest bytes that change them.
///
/// Nothing is sent when the next cell's style is the terminal's. Otherwise the change is the
/// shorter of adding what is missing (`bold`, `rev`, `setaf`, …, with `op` when a colour goes
/// back to the default) and starting afresh (`sgr0` or `sgr`, then colours), the only way to
/// turn an attribute off.
struct TerminalStyle: Hashable {
    /// The attributes on; `nil` when unknown.
    var attributes: Style.Attributes?
    /// The foreground colour; `nil` when unknown.
    var foreground: Color?
    /// The background colour; `nil` when unknown.
    var background: Color?
    /// The OSC 8 hyperlink open, which the cells written go to. Always known: TermNav ends
    /// every frame with no link open, and nothing else opens one.
    var hyperlink = Hyperlink.none

    /// Nothing known: the next change starts afresh.
    static let unknown = TerminalStyle(attributes: nil, foreground: nil, background: nil)

    /// Whether the terminal draws in exactly this style.
    /// - Parameter style: A style the terminal can show (see ``TerminalCapabilities/drawable(_:)``).
    /// - Returns: `true` when no sequence is needed before drawing in it.
    func isSame(as style: Style) -> Bool {
        guard let attributes, let foreground, let background else { return false }
        return attributes.rawValue == style.attributes.rawValue && foreground == style.foreground
            && background == style.background && hyperlink == style.hyperlink
    }

    /// The style to draw a blank in so that it looks as it would in `style`, changing as little
    /// as it can. A blank shows no text, so its text colour is not seen, nor bold, dim or italic;
    /// under reverse video the text colour is what fills the cell, and the background is the one
    /// not seen (bold may brighten that text colour, so it is kept). Those parts are taken from
    /// what the terminal draws with now; underlines and strikes, which show on a blank, never.
    /// - Parameter style: The blank's style, as the terminal can show it.
    /// - Returns: A style that draws the blank alike.
    func blank(lookingAs style: Style) -> Style {
        guard let attributes, let foreground, let background, hyperlink == style.hyperlink else {
            return style
        }
        guard style.attributes.isDisjoint(with: Self.marks), attributes.isDisjoint(with: Self.marks) else {
            return style
        }
        var blank = style
        switch (attributes.contains(.reverse), style.attributes.contains(.reverse)) {
        case (false, false):
            blank.attributes = style.attributes.subtracting(Self.unseen).union(
                attributes.intersection(Self.unseen))
            blank.foreground = foreground
        case (true, true):
            guard attributes == style.attributes else { return style }
            blank.background = background
        case (true, false), (false, true):
            break
        }
        return blank
    }

    /// The attributes that show on a blank as on text: lines drawn through the cell.
    private static let marks: Style.Attributes = [.underline, .strikethrough]
    /// The attributes that change only how text is drawn, never a blank.
    private static let unseen: Style.Attributes = [.bold, .dim, .italic]

    /// Changes to a style, returning the bytes that do it.
    /// - Parameters:
    ///   - style: A style the terminal can show (see ``TerminalCapabilities/drawable(_:)``).
    ///   - capabilities: The terminal's sequences.
    /// - Returns: The bytes, empty when the style is already the terminal's.
    mutating func change(to style: Style, using capabilities: TerminalCapabilities) -> [UInt8] {
        if isSame(as: style) { return [] }
        var afresh = self
        var bytes = afresh.reset(to: style.attributes, using: capabilities)
        bytes += afresh.colors(style, using: capabilities)
        if let current = attributes, current.isSubset(of: style.attributes) {
            var adding = self
            var added = adding.add(style.attributes.subtracting(current), using: capabilities)
            added += adding.colors(style, using: capabilities)
            if added.count <= bytes.count {
                self = adding
                return added
            }
        }
        self = afresh
        return bytes
    }

    /// The attributes `sgr` cannot say.
    private static let besideSGR: Style.Attributes = [.italic, .strikethrough]

    /// Turns every attribute off and the given ones on.
    private mutating func reset(to wanted: Style.Attributes, using capabilities: TerminalCapabilities)
        -> [UInt8]
    {
        var bytes = capabilities.exitAttributes ?? []
        var viaSGR: [UInt8]?
        // `sgr` cannot say italic or strikethrough: those follow it.
        if !wanted.subtracting(Self.besideSGR).isEmpty, let sgr = capabilities.setAttributes?(wanted) {
            viaSGR = sgr
            for attribute in [Style.Attributes.italic, .strikethrough] where wanted.contains(attribute) {
                viaSGR? += sequence(for: attribute, capabilities)
            }
        }
        // A reset may or may not give the colours back; a colour not known to be the default
        // is unknown afterwards.
        if foreground != .default { foreground = nil }
        if background != .default { background = nil }
        attributes = []
        bytes += add(wanted, using: capabilities)
        if let viaSGR, viaSGR.count < bytes.count { return viaSGR }
        return bytes
    }

    /// Turns attributes on.
    private mutating func add(_ added: Style.Attributes, using capabilities: TerminalCapabilities) -> [UInt8]
    {
        var bytes: [UInt8] = []
        for (attribute, sequence) in capabilities.attributeSequences where added.contains(attribute) {
            bytes += sequence
        }
        attributes = (attributes ?? []).union(added)
        return bytes
    }

    /// Sets the colours a style asks for.
    private mutating func colors(_ style: Style, using capabilities: TerminalCapabilities) -> [UInt8] {
        guard foreground != style.foreground || background != style.background else { return [] }
        var bytes: [UInt8] = []
        let needsDefault =
            (foreground != style.foreground && style.foreground == .default)
            || (background != style.background && style.background == .default)
        if needsDefault, let defaults = capabilities.defaultColors {
            bytes += defaults
            foreground = .default
            background = .default
        }
        if foreground != style.foreground, let sequence = capabilities.foregroundSequence(style.foreground) {
            bytes += sequence
        }
        if background != style.background, let sequence = capabilities.backgroundSequence(style.background) {
            bytes += sequence
        }
        foreground = style.foreground
        background = style.background
        return bytes
    }

    /// The sequence that turns one attribute on; empty when the terminal has none.
    private func sequence(for attribute: Style.Attributes, _ capabilities: TerminalCapabilities) -> [UInt8] {
        capabilities.attributeSequences.first { $0.attribute == attribute }?.bytes ?? []
    }
}
