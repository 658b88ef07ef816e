/// A view built into TermNav: it resolves itself into a node instead of having a body.
///
/// Every built-in view conforms in a `Type+PrimitiveView.swift` file of this folder, so the
/// views themselves stay plain data and know nothing of nodes.
@MainActor
protocol PrimitiveView {
    /// Resolves the view into a node of the screen being built.
    func resolve(in context: inout ResolveContext) -> Node
    /// Reads the texts the view shows into `reader`, without resolving it (``RowTextReader``).
    /// - Returns: Whether it could; `false` (the default) has the view resolved instead.
    func readText(into reader: inout RowTextReader) -> Bool
}

extension PrimitiveView {
    /// Resolves a view of this type, given as a value of a generic type that is this one (see
    /// ``ViewTypeIndex/primitive(_:)``), without casting the value.
    /// - Parameters:
    ///   - view: The view; its type is `Self`.
    ///   - context: The resolution's context.
    /// - Returns: The view's node.
    static func resolve<V: View>(_ view: V, in context: inout ResolveContext) -> Node {
        precondition(V.self == Self.self, "\(V.self) resolved as \(Self.self)")
        // The same type: the value is taken as what it is.
        return unsafeBitCast(view, to: Self.self).resolve(in: &context)
    }
}
