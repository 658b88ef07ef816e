/// The list of keys (`?`) laid out as a box centred on the screen: a title, then one line per
/// binding, its keys at the left and what they do beside them.
///
/// ```
///  ┌──────────────────────────────┐
///  │ Keys                         │
///  │                              │
///  │ ↑/k          move up         │
///  │ Space        mark            │
///  └──────────────────────────────┘
/// ```
/// The box is as narrow as its lines allow and never wider than the screen; lines that do not
/// fit the height are cut, the last one shown as `…`.
struct KeyHelpBox {
    /// One line of the list.
    struct Entry: Equatable {
        /// The keys' names, joined with `/` (`"↑/k"`).
        var keys: String
        /// What they do.
        var summary: String
    }

    /// The box's lines, placed.
    let lines: [PlacedLine]

    /// Lays out the list.
    /// - Parameters:
    ///   - entries: The lines, in order.
    ///   - size: The terminal's size.
    ///   - unicode: Whether the terminal shows UTF-8.
    ///   - availableHeight: The lines the box may take, from the top of the screen.
    init(entries: [Entry], size: Size, unicode: Bool, availableHeight: Int) {
        let ellipsis = Glyphs.ellipsis.text(unicode: unicode)
        let layout = LineLayout(unicode: unicode)
        // Keys and summaries may come from the app: drawn safe, never raw.
        func line(_ text: String, _ style: Style) -> Line {
            layout.textLine([TextRun(string: text, style: style)], style: .plain)
        }
        let widest = max(1, size.width - 4)
        let keysWidth = min(widest / 2, entries.map { line($0.keys, .plain).width }.max() ?? 0)
        let dim = Style(attributes: .dim)
        var body: [Line] = [line("Keys", Style(attributes: .bold)), Line()]
        for entry in entries {
            var keys = line(entry.keys, .plain).truncated(to: keysWidth, ellipsis: ellipsis)
            keys.append(Line.padding(keysWidth - keys.width + 2))
            keys.append(line(entry.summary, dim))
            body.append(keys)
        }
        let room = max(0, availableHeight - 2)
        if body.count > room {
            body = Array(body.prefix(max(0, room - 1)))
            if room > 0 { body.append(line(ellipsis, dim)) }
        }
        let inner = min(widest, max(20, body.map(\.width).max() ?? 0))

        lines = BoxFrame.placed(
            body, inner: inner, size: size, unicode: unicode, availableHeight: availableHeight)
    }
}
