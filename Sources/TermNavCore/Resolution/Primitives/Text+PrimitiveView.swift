extension Text: PrimitiveView {
    /// Resolves the text's runs in the environment's case (`.textCase(_:)`), or as placeholders
    /// where the environment redacts it (`.redacted(reason:)`).
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let environment = context.environment
        var runs = self.runs
        if let textCase = environment.textCase {
            for index in runs.indices {
                switch textCase {
                case .uppercase: runs[index].string = runs[index].string.uppercased()
                case .lowercase: runs[index].string = runs[index].string.lowercased()
                }
            }
        }
        if environment.redactsContent {
            let cell = Glyphs.redacted.text(unicode: context.unicode)
            for index in runs.indices { runs[index].string = Self.redacted(runs[index].string, cell: cell) }
        }
        if !environment.colorAdjustments.isEmpty {
            for index in runs.indices { runs[index].style = environment.adjusted(runs[index].style) }
        }
        guard let gradient else { return .text(runs) }
        return .modified(
            .text(runs),
            .paint(
                CellPaint(
                    gradient: environment.adjusted(gradient), scheme: environment.colorScheme,
                    target: .foreground)))
    }

    /// A text as its placeholder: each character as as many cells as it is wide, its line breaks
    /// kept.
    private static func redacted(_ string: String, cell: String) -> String {
        var placeholder = ""
        for character in string {
            if character == "\n" {
                placeholder.append(character)
            } else {
                placeholder += String(repeating: cell, count: DisplayWidth.of(character))
            }
        }
        return placeholder
    }
}
