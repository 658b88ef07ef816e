/// The linear mode's output: one plain line for each change a user should hear, in order,
/// made from the frames in words (``SpokenFrame``) one after another. Nothing is drawn: no
/// alternate screen, no box, no glyph said by its name.
///
/// - A new screen: `Pushed The Alchemist` or `Back to Books list`, then the screen, its texts
///   that take no focus when it is not a list, and its focus: `Books list, 205 items. The Da
///   Vinci Code, Dan Brown, button, opens, 2 of 205`, `Dune. Frank Herbert. Buy, button`.
/// - A focus move: the focused element's description.
/// - A field edited: `Text: Dune` after each change.
/// - An alert: `Alert: Delete the book?`, its buttons as a numbered list, then the chosen one.
/// - A menu: `Menu: Sort`, its items as a numbered list, then the chosen one.
/// - The list of keys: `Keys`, then a key and what it does, a line each.
package struct LinearTranscript {
    /// The frame said last.
    private var last: SpokenFrame?
    /// The focused element's description as it was last said: a progress value said "50
    /// percent" is said again only when it comes to another tenth, or to its end.
    private var saidFocus: String?

    /// A transcript that has said nothing yet.
    package init() {}

    /// The lines that say what changed since the frame said last.
    /// - Parameter frame: The frame in words.
    /// - Returns: The lines, plain text, none of them empty.
    mutating func lines(for frame: SpokenFrame) -> [String] {
        defer { last = frame }
        guard let last, last.screen == frame.screen else {
            saidFocus = frame.focus
            var lines: [String] = []
            if let last {
                let title = frame.title.isEmpty ? "the screen before" : frame.title
                lines.append(frame.depth > last.depth ? "Pushed \(title)" : "Back to \(title)")
            }
            lines.append(Self.screenLine(frame))
            if let box = frame.box { lines += Self.opened(box) }
            return lines.filter { !$0.isEmpty }
        }
        var lines: [String] = []
        if frame.box != last.box {
            switch (last.box, frame.box) {
            case (.alert(let oldText, let oldButtons, _), .alert(let text, let buttons, let chosen))
            where oldText == text && oldButtons == buttons:
                lines.append(Self.chosen(buttons, chosen, kind: "button"))
            case (.menu(let oldTitle, let oldItems, _), .menu(let title, let items, let chosen))
            where oldTitle == title && oldItems == items:
                if let chosen { lines.append(Self.chosen(items, chosen, kind: nil)) }
            case (_, let box?):
                lines += Self.opened(box)
            case (_, nil):
                saidFocus = frame.focus
                lines.append("Closed. \(frame.focus ?? frame.title)")
            }
            return lines.filter { !$0.isEmpty }
        }
        if frame.box != nil { return [] }
        if frame.editedText != last.editedText {
            if let text = frame.editedText {
                lines.append(
                    last.editedText == nil
                        ? "Editing \(frame.focus ?? "field"). Text: \(text)" : "Text: \(text)")
            } else {
                lines.append("Done editing. \(frame.focus ?? "")")
            }
        } else if frame.focus != last.focus, let focus = frame.focus, let line = progressed(focus) {
            saidFocus = focus
            lines.append(line)
        }
        return lines.filter { !$0.isEmpty }
    }

    /// The line for a focus that changed, or `nil` when it is the same element with a
    /// percentage that stayed in the same tenth: a progress view moving by a percent at a time
    /// is said at 10, 20, … percent, and at 100 with "done".
    /// - Parameter focus: The focused element's description now.
    /// - Returns: The line to say, or `nil` for none.
    private func progressed(_ focus: String) -> String? {
        guard let now = Self.percentage(in: focus), let said = saidFocus.flatMap(Self.percentage(in:)),
            now.others == said.others
        else { return focus }
        if now.value == 100 {
            return said.value == 100 ? nil : focus.replacing("100 percent", with: "100 percent, done")
        }
        return now.value / 10 == said.value / 10 ? nil : focus
    }

    /// The percentage a description says (`50 percent`), and its other parts.
    private static func percentage(in description: String) -> (value: Int, others: [Substring])? {
        let parts = description.split(separator: ", ")
        for (index, part) in parts.enumerated() where part.hasSuffix(" percent") {
            guard let value = Int(part.dropLast(" percent".count)) else { continue }
            var others = parts
            others.remove(at: index)
            return (value, others)
        }
        return nil
    }

    /// The line that introduces a screen: its title, its number of items, its texts that take
    /// no focus (`Dune. Frank Herbert. 1965`), what has the focus; each a sentence.
    private static func screenLine(_ frame: SpokenFrame) -> String {
        var head = frame.title
        if let count = frame.itemCount {
            head += (head.isEmpty ? "" : ", ") + (count == 1 ? "1 item" : "\(count) items")
        }
        var focus = frame.focus ?? ""
        if let text = frame.editedText { focus = "Editing \(focus.isEmpty ? "field" : focus). Text: \(text)" }
        return sentences(([head] + frame.texts + [focus]).filter { !$0.isEmpty })
    }

    /// The lines that say a box opened: what it says, its choices numbered, the chosen one.
    private static func opened(_ box: SpokenFrame.Box) -> [String] {
        switch box {
        case .alert(let text, let buttons, let chosen):
            return [
                "Alert: " + sentences(text), numbered(buttons), Self.chosen(buttons, chosen, kind: "button"),
            ]
        case .menu(let title, let items, let chosen):
            var lines = ["Menu" + (title.map { ": \($0)" } ?? ""), numbered(items)]
            if let chosen { lines.append(Self.chosen(items, chosen, kind: nil)) }
            return lines
        case .keys(let keys):
            // The box's first line is its title, "Keys".
            return keys
        }
    }

    /// Texts as sentences: each ends with a full stop unless it has its own punctuation.
    private static func sentences(_ texts: [String]) -> String {
        texts.enumerated().map { index, text in
            index == texts.count - 1 || text.last.map { ".?!:".contains($0) } == true ? text : text + "."
        }.joined(separator: " ")
    }

    /// Choices as one numbered list (`1. Delete, 2. Cancel`), dividers left out but counted.
    private static func numbered(_ choices: [String]) -> String {
        choices.enumerated().filter { !$0.element.isEmpty }.map { "\($0.offset + 1). \($0.element)" }.joined(
            separator: ", ")
    }

    /// The chosen one of some choices: `Cancel, button, 2 of 2`.
    private static func chosen(_ choices: [String], _ index: Int, kind: String?) -> String {
        guard choices.indices.contains(index) else { return "" }
        return ([choices[index]] + (kind.map { [$0] } ?? []) + ["\(index + 1) of \(choices.count)"]).joined(
            separator: ", ")
    }
}
