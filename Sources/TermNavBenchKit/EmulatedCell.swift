/// One cell of an emulated terminal screen.
public struct EmulatedCell: Hashable, Sendable {
    /// The grapheme drawn (a character and any combining marks); `""` for the right half of a
    /// wide character.
    public var text: String
    /// How it is drawn.
    public var style: CellStyle

    /// Creates a cell.
    /// - Parameters:
    ///   - text: The grapheme, or `""` for a wide character's right half.
    ///   - style: How it is drawn.
    public init(text: String, style: CellStyle) {
        self.text = text
        self.style = style
    }

    /// A blank cell as an erase leaves it: a space with no attributes, on a background colour.
    /// - Parameter background: The background colour in force (terminals with `bce` erase in it).
    /// - Returns: The cell.
    public static func blank(background: TerminalColor = .default) -> EmulatedCell {
        EmulatedCell(text: " ", style: CellStyle(background: background))
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { text.isEmpty }

    /// Whether it is a space with no attributes and default colours, as `el` or `clear` leaves it.
    public var isPlainBlank: Bool { text == " " && style == .plain }

    /// The cell as a person sees it: a space shows no text colour, bold, dim, italic or blink
    /// (under reverse video, no background instead, the text colour filling it), so those are
    /// left out; an underline or a strike shows on a space, which keeps its whole style.
    public var seen: EmulatedCell {
        guard text == " ", style.attributes.isDisjoint(with: [.underline, .strikethrough]) else {
            return self
        }
        var seen = self
        if style.attributes.contains(.reverse) {
            seen.style.background = .default
        } else {
            seen.style.attributes.subtract([.bold, .dim, .italic, .blink])
            seen.style.foreground = .default
        }
        return seen
    }
}
