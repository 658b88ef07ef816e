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
                id: { AnyHashable(identity(element($0))) },
                build: { offset, context in
                    let value = element(offset)
                    let id = AnyHashable(identity(value))
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
