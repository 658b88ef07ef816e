/// Views as words, as a screen reader says them: texts in reading order, a view's
/// `.accessibilityLabel` in place of its texts, hidden views left out, glyphs said as what they
/// mean (a chevron "opens", a checkmark "selected"), never by their names.
@MainActor
enum SpokenText {
    /// Text from data made safe to write as one plain line: line breaks and runs of spaces made
    /// single spaces, control characters replaced as everywhere else in TermNav.
    /// - Parameter text: The text.
    /// - Returns: The line.
    nonisolated static func clean(_ text: String) -> String {
        let spaced = String(text.map { $0.isNewline || $0 == "\t" ? " " : $0 })
        let words = spaced.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return VisibleText.make(words, unicode: true)
    }

    /// A line drawn in a box, without the box: its edges and rules dropped, spaces made single.
    /// - Parameter text: The line's text.
    /// - Returns: The words.
    nonisolated static func withoutBoxes(_ text: String) -> String {
        let kept = text.unicodeScalars.map { scalar -> Character in
            (0x2500...0x259F).contains(scalar.value) ? " " : Character(scalar)
        }
        return clean(String(kept))
    }

    /// A node's words: its label, or its texts, the separate ones joined by ", " (see
    /// `Node.spokenWords`).
    /// - Parameter node: The node.
    /// - Returns: The words, made safe.
    static func words(of node: Node) -> String {
        clean(node.spokenWords)
    }

    /// What a screen reader says about an element, in order: its label, its value, its traits,
    /// what its accessory means, its hint.
    /// - Parameter node: The element's node.
    /// - Returns: The parts, each a few words; empty for a hidden element.
    static func description(of node: Node) -> [String] {
        let attributes = node.spokenAccessibility
        if attributes?.isHidden == true { return [] }
        var parts: [String] = []
        let behavior = RowBehavior(node)
        if let field = behavior.textField {
            // A field is read by its label (the views beside it, else its title or prompt), then
            // its text, as SwiftUI's is: "Title, Dune, text field".
            let beside = behavior.textFieldLabel.nodes.map(words(of:)).filter { !$0.isEmpty }.joined(
                separator: ", ")
            let label =
                attributes?.label.map(clean)
                ?? (beside.isEmpty ? clean(field.placeholder.map(\.string).joined()) : beside)
            if !label.isEmpty { parts.append(label) }
            let text = field.isSecure ? "secure" : clean(field.source.shownText)
            if let value = attributes?.value.map(clean) ?? (text.isEmpty ? nil : text) { parts.append(value) }
            parts.append("text field")
            if let hint = attributes?.hint.map(clean), !hint.isEmpty { parts.append(hint) }
            return parts
        }
        let label = attributes?.label.map(clean) ?? words(of: node)
        if !label.isEmpty { parts.append(label) }
        if let value = attributes?.value.map(clean), !value.isEmpty { parts.append(value) }
        // A control that says what it is ("picker") is not a button besides.
        let role = attributes?.role
        var traits: AccessibilityTraits = behavior.action == nil || role != nil ? [] : .isButton
        if let attributes { traits = attributes.traits(over: traits) }
        if attributes?.headingLevel != nil { traits.insert(.isHeader) }
        parts += traitWords(traits)
        if let role { parts.append(role) }
        if let meaning = meaning(of: behavior.accessory) { parts.append(meaning) }
        let actions = attributes?.actions ?? []
        if !actions.isEmpty {
            parts.append("actions: " + actions.map(actionName).joined(separator: ", "))
        }
        if let hint = attributes?.hint.map(clean), !hint.isEmpty { parts.append(hint) }
        return parts
    }

    /// An accessibility action's name, as the `a` key and the list of keys show it.
    /// - Parameter action: The action.
    /// - Returns: Its name.
    static func actionName(_ action: AccessibilityAttributes.Action) -> String {
        switch action.name {
        case .named(let name): clean(name)
        case .kind(let kind):
            switch kind.kind {
            case .default: "activate"
            case .escape: "dismiss"
            case .magicTap: "magic tap"
            case .delete: "delete"
            case .showMenu: "show menu"
            }
        }
    }

    /// The words for traits, in the order VoiceOver says them.
    private static func traitWords(_ traits: AccessibilityTraits) -> [String] {
        let named: [(AccessibilityTraits, String)] = [
            (.isSelected, "selected"), (.isButton, "button"), (.isLink, "link"), (.isHeader, "heading"),
            (.isImage, "image"), (.isSearchField, "search field"),
        ]
        var words: [String] = []
        for (trait, word) in named where traits.contains(trait) {
            // A link is not a button besides.
            if trait == .isButton, traits.contains(.isLink) { continue }
            words.append(word)
        }
        return words
    }

    /// What a row's accessory means, in words.
    private static func meaning(of accessory: RowAccessory) -> String? {
        switch accessory.content {
        case .none:
            return nil
        case .glyph(let glyph):
            switch glyph {
            case Glyphs.disclosure: return "opens"
            case Glyphs.detail: return "more info"
            case Glyphs.detailDisclosure: return "more info, opens"
            case Glyphs.checkmark: return "selected"
            default: return nil
            }
        case .text(let runs):
            let text = clean(runs.map(\.string).joined())
            return text.isEmpty ? nil : text
        }
    }
}
