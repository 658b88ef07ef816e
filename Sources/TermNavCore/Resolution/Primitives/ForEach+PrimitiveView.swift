extension ForEach: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        let data = self.data
        let identity = self.identity
        let content = self.content
        func element(_ offset: Int) -> Data.Element {
            data[data.index(data.startIndex, offsetBy: offset)]
        }
        return .forEach(
            ForEachNode(
                count: data.count,
                id: { rowID(identity(element($0))) },
                build: { offset, context in
                    let value = element(offset)
                    let id = rowID(identity(value))
                    return (id, context.resolve(content(value), at: .id(id)))
                },
                path: context.path,
                reusing: context.reusing,
                environment: context.environment,
                buildsSections: Content.self is any SectionView.Type,
                deleteAction: deleteAction,
                moveAction: moveAction
            ))
    }
}

/// An element's id as `AnyHashable`, as `AnyHashable(id)` makes it.
///
/// `ForEach` resolves its rows in code not specialized for its id type, where `AnyHashable(id)`
/// asks the runtime about the type's conformances on every row. The usual id types are told
/// apart by their metadata instead and made into `AnyHashable` by code specialized for them.
/// - Parameter id: The id.
/// - Returns: The id, type-erased.
private func rowID<ID: Hashable>(_ id: ID) -> AnyHashable {
    if ID.self == Int.self { return AnyHashable(unsafeBitCast(id, to: Int.self)) }
    if ID.self == String.self { return AnyHashable(unsafeBitCast(id, to: String.self)) }
    return AnyHashable(id)
}
