extension Text: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        guard let gradient else { return .text(runs) }
        return .modified(
            .text(runs),
            .paint(
                CellPaint(gradient: gradient, scheme: context.environment.colorScheme, target: .foreground)))
    }
}
