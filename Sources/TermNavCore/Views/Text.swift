/// A line of styled text, as SwiftUI's `Text`.
///
/// Texts join with `+`, each part keeping its own style:
/// ```swift
/// Text(book.name + " ") + Text(book.description).bold()
/// ```
/// Text from data is always shown safely: control characters and escape sequences are drawn as
/// visible placeholders, never sent to the terminal.
nonisolated public struct Text: View, Equatable {
    /// Built into TermNav: no body.
    public typealias Body = Never

    var runs: TextRuns
    /// The gradients its characters take (`.foregroundStyle(.linearGradient(…))`), each over the
    /// runs it was set on, innermost first: a character takes the colour at its place in the
    /// first that covers it, where it has no colour of its own.
    var gradients: [TextGradient] = []

    /// Creates text from a string, shown as written: a string literal takes the
    /// `LocalizedStringKey` initializer instead, which reads its inline Markdown, as in SwiftUI.
    /// - Parameter content: The text to show.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) {
        runs = TextRuns(TextRun(string: String(content), style: .plain))
    }

    /// Creates text from a string, shown exactly as given.
    /// - Parameter content: The text to show.
    public init(verbatim content: String) {
        runs = TextRuns(TextRun(string: content, style: .plain))
    }

    init(runs: [TextRun]) {
        self.runs = TextRuns(runs)
    }

    /// The text's characters, without styles.
    var content: String {
        runs.map(\.string).joined()
    }

    /// Joins two texts, each keeping its own style: a gradient set on one colours that one
    /// alone, across the cells it takes.
    /// - Parameters:
    ///   - lhs: The first text.
    ///   - rhs: The text that follows it.
    /// - Returns: The joined text.
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        // The first text is taken as it is, and grows in place where its storage is its own.
        var joined = lhs
        if !rhs.gradients.isEmpty {
            joined.gradients += rhs.gradients.map { $0.shifted(by: joined.runs.count) }
        }
        joined.runs.append(contentsOf: rhs.runs)
        return joined
    }

    /// Whether two texts have the same characters in the same styles.
    /// - Parameters:
    ///   - lhs: A text.
    ///   - rhs: Another text.
    /// - Returns: `true` when they are drawn alike.
    public static func == (lhs: Text, rhs: Text) -> Bool {
        lhs.runs == rhs.runs && lhs.gradients == rhs.gradients
    }

    private consuming func styled(_ change: (inout Style) -> Void) -> Text {
        // The text is taken as it is, and changed in place where its storage is its own.
        var text = self
        for index in text.runs.indices { change(&text.runs[index].style) }
        return text
    }

    /// This text in bold.
    /// - Returns: The bold text.
    public consuming func bold() -> Text {
        styled { $0.attributes.insert(.bold) }
    }

    /// This text in bold, or not.
    /// - Parameter isActive: Whether to make it bold.
    /// - Returns: The text.
    public func bold(_ isActive: Bool) -> Text {
        isActive ? bold() : self
    }

    /// This text in italics, where the terminal can show them.
    /// - Returns: The italic text.
    public consuming func italic() -> Text {
        styled { $0.attributes.insert(.italic) }
    }

    /// This text in italics, or not.
    /// - Parameter isActive: Whether to make it italic.
    /// - Returns: The text.
    public func italic(_ isActive: Bool) -> Text {
        isActive ? italic() : self
    }

    /// This text underlined, or not.
    /// - Parameters:
    ///   - isActive: Whether to underline it; `true` by default.
    ///   - color: The line's colour; terminals draw it in the text's colour, so it is ignored.
    /// - Returns: The text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled { $0.attributes.insert(.underline) } : self
    }

    /// This text struck through, or not, where the terminal can show it.
    /// - Parameters:
    ///   - isActive: Whether to strike it through; `true` by default.
    ///   - color: The line's colour; terminals draw it in the text's colour, so it is ignored.
    /// - Returns: The text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        isActive ? styled { $0.attributes.insert(.strikethrough) } : self
    }

    /// This text dimmed, for secondary information.
    /// - Returns: The dimmed text.
    public consuming func dim() -> Text {
        styled { $0.attributes.insert(.dim) }
    }

    /// This text in a colour; `.secondary` dims it.
    /// - Parameter color: The colour, or `nil` for the terminal's default.
    /// - Returns: The coloured text.
    public func foregroundColor(_ color: Color?) -> Text {
        let overlay = Style.foreground(color)
        return styled { style in
            style.foreground = overlay.foreground
            style.attributes.formUnion(overlay.attributes)
        }
    }

    /// This text in a colour: `.foregroundStyle(.red)`, `.foregroundStyle(.secondary)`.
    /// - Parameter color: The colour.
    /// - Returns: The text.
    public func foregroundStyle(_ color: Color) -> Text {
        foregroundColor(color)
    }

    /// This text in a shape style, such as `HierarchicalShapeStyle.tertiary`, or a gradient:
    /// each character takes the gradient's colour at its place across the text (joined to
    /// another text with `+`, across this one's part).
    /// - Parameter style: The style.
    /// - Returns: The text.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        switch StylePaint(style) {
        case .color(let color):
            return foregroundColor(color == .clear ? nil : color)
        case .gradient(let gradient):
            var painted = self
            painted.gradients.append(TextGradient(gradient: gradient, runs: runs.indices))
            return painted
        }
    }

    /// This text in a font, mapped to what a terminal can show: headings bold, captions dim.
    /// - Parameter font: The font.
    /// - Returns: The text.
    public func font(_ font: Font?) -> Text {
        guard let font else { return self }
        return styled { $0.attributes.formUnion(font.attributes) }
    }

    /// This text at a weight: heavy weights bold, light ones dim.
    /// - Parameter weight: The weight, or `nil` for none.
    /// - Returns: The text.
    public func fontWeight(_ weight: Font.Weight?) -> Text {
        guard let weight else { return self }
        return styled { $0.attributes = $0.attributes.subtracting([.bold, .dim]).union(weight.attributes) }
    }
}
