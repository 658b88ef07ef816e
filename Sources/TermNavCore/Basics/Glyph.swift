/// A symbol drawn in a terminal cell or two, with the ASCII text that stands for it when the
/// locale is not UTF-8.
struct Glyph: Hashable, Sendable {
    /// The glyph in a UTF-8 terminal: `"›"`.
    var unicode: String
    /// The stand-in in an ASCII terminal: `">"`.
    var ascii: String

    /// The text to draw.
    /// - Parameter unicode: Whether the terminal shows UTF-8.
    /// - Returns: The glyph or its ASCII stand-in.
    func text(unicode: Bool) -> String {
        unicode ? self.unicode : ascii
    }
}
