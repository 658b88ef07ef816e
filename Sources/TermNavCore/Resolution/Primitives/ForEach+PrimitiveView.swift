extension ForEach: PrimitiveView {
    @MainActor func resolve(in context: inout ResolveContext) -> Node {
        let data = self.data
        let identity = self.identity
        let content = self.content
        func element(_ offset: Int) -> Data.Element {
            data[data.index(data.startIndex, offsetBy: offset)]
        }
        // Its rows, built later, may set the screen's title.
        context.preferences.noteRows(at: context.path)
        // Several children: the screen's spine ends here, and the rows built later are off it.
        context.endSpine()
        // A row built later, in a list, reads what its content reads for the view the
        // `ForEach` stands in, as if it were built now.
        let reader = StateReading.reader
        return .forEach(
            ForEachNode(
                count: data.count,
                id: { rowID(identity(element($0))) },
                build: { offset, context in
                    let value = element(offset)
                    let id = rowID(identity(value))
                    guard let reader else { return (id, context.resolve(content(value), at: .id(id))) }
                    return StateReading.reading(as: reader) {
                        (id, context.resolve(content(value), at: .id(id)))
                    }
                },
                readTexts: { range, textReader, visit in
                    // What the elements read is read for the view the `ForEach` stands in, set
                    // once for them all.
                    @MainActor func readAll() {
                        guard !range.isEmpty else { return }
                        var index = data.index(data.startIndex, offsetBy: range.lowerBound)
                        for offset in range {
                            textReader.clear()
                            let isRead = textReader.read(content(data[index]))
                            // A view read in part leaves no texts behind.
                            if !isRead { textReader.clear() }
                            visit(offset, textReader, isRead)
                            data.formIndex(after: &index)
                        }
                    }
                    guard let reader else { return readAll() }
                    StateReading.reading(as: reader, readAll)
                },
                path: context.path,
                reusing: context.reusing,
                environment: context.environment,
                opensUp: Content.isRows,
                deleteAction: deleteAction,
                moveAction: moveAction
            ))
    }
}

/// An element's id as `AnyHashable`, as `AnyHashable(id)` makes it.
///
/// `ForEach` resolves its rows in code not specialized for its id type, where `AnyHashable(id)`
/// asks the runtime whether the type has a custom `AnyHashable` form, on every row. An `Int` id,
/// the usual one, is told apart by its metadata and given its form directly (the one
/// `AnyHashable(id)` makes for it, so ids made either way are equal and hash alike).
/// - Parameter id: The id.
/// - Returns: The id, type-erased.
private func rowID<ID: Hashable>(_ id: ID) -> AnyHashable {
    if ID.self == Int.self {
        let id = unsafeBitCast(id, to: Int.self)
        return id._toCustomAnyHashable() ?? AnyHashable(id)
    }
    return AnyHashable(id)
}
