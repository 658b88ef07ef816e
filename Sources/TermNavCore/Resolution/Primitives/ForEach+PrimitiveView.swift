extension ForEach: PrimitiveView {
    func resolve(in context: inout ResolveContext) -> Node {
        let data = self.data
        let idPath = self.idPath
        let content = self.content
        func element(_ offset: Int) -> Data.Element {
            data[data.index(data.startIndex, offsetBy: offset)]
        }
        return .forEach(
            ForEachNode(
                count: data.count,
                id: { AnyHashable(element($0)[keyPath: idPath]) },
                build: { offset, context in
                    let value = element(offset)
                    let id = AnyHashable(value[keyPath: idPath])
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
