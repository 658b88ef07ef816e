extension Text: PrimitiveView {
    /// The text's runs, under its gradients, innermost first: a gradient set on the whole text
    /// colours its whole block; one set on a part of it, that part's runs.
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        gradients.reduce(.text(runs)) { node, part in
            let paint = CellPaint(
                gradient: part.gradient, scheme: context.environment.colorScheme, target: .foreground,
                runs: part.runs == runs.indices ? nil : part.runs)
            return .modified(node, .paint(paint))
        }
    }
}
