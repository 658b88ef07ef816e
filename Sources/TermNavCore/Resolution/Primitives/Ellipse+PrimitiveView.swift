extension Ellipse: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        // A shape fills with the colour of the text around it, or shows nothing.
        .color(.primary)
    }
}
