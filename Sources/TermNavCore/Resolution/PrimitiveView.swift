/// A view built into TermNav: it resolves itself into a node instead of having a body.
///
/// Every built-in view conforms in a `Type+PrimitiveView.swift` file of this folder, so the
/// views themselves stay plain data and know nothing of nodes.
protocol PrimitiveView {
    /// Resolves the view into a node of the screen being built.
    func resolve(in context: inout ResolveContext) -> Node
}
