extension VisibleText {
    /// Text from data where one line is shown (a title, a back label, a tab), made safe: up to
    /// its first line break (`\n`, `\r\n`, `\r`, U+2028, U+2029 and the other breaks a `Text`
    /// shows as lines), then `…` to say more lines follow, as a `Text` cut to one line ends.
    /// - Parameters:
    ///   - text: Text from data.
    ///   - unicode: Whether the terminal draws UTF-8.
    /// - Returns: One line, safe to draw.
    static func oneLine(_ text: String, unicode: Bool) -> String {
        guard let end = text.firstIndex(where: \.isNewline) else { return make(text, unicode: unicode) }
        var line = text[..<end]
        while line.last == " " { line = line.dropLast() }
        return make(String(line), unicode: unicode) + Glyphs.ellipsis.text(unicode: unicode)
    }
}
