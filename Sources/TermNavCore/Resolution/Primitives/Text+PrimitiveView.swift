extension Text: PrimitiveView {
    /// Resolves the text's runs in the environment's case (`.textCase(_:)`), as placeholders
    /// where the environment redacts it (`.redacted(reason:)`), in the environment's colour
    /// adjustments, under its gradients, innermost first: a gradient set on the whole text
    /// colours its whole block; one set on a part of it, that part's runs.
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
        return gradients.reduce(.text(runs.array)) { node, part in
            let paint = CellPaint(
                gradient: environment.adjusted(part.gradient), scheme: environment.colorScheme,
                target: .foreground, runs: part.runs == runs.indices ? nil : part.runs)
            return .modified(node, .paint(paint))
        }
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

extension Text {
    /// Reads the text's runs as one part, in the environment's case; a redacted text is left to
    /// resolution.
    @MainActor func readText(into reader: inout RowTextReader) -> Bool {
        let looks = reader.looks
        guard !looks.redacts else { return false }
        switch looks.textCase {
        case nil: for run in runs { reader.appendRun(run.string) }
        case .uppercase: for run in runs { reader.appendRun(run.string.uppercased()) }
        case .lowercase: for run in runs { reader.appendRun(run.string.lowercased()) }
        }
        reader.endPart()
        return true
    }
}
