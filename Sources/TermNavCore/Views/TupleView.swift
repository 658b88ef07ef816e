/// Several views in a row, as built by ``ViewBuilder`` from several statements.
nonisolated public struct TupleView<T>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never
    /// The views, as a tuple.
    let value: T
    /// The same views, in order, for resolving one by one.
    let children: [any View]

    /// Creates a tuple view from views.
    /// - Parameter value: The views.
    public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
        self.value = value
        var children: [any View] = []
        for child in repeat each value {
            children.append(child)
        }
        self.children = children
    }
}
