extension ForEach {
    /// Creates views for the elements of a collection held by a binding, each given a binding to
    /// its element, as in `ForEach($items) { $item in Toggle(item.name, isOn: $item.isOn) }`.
    ///
    /// An element's binding finds its element by identity, so it keeps reading and writing the
    /// same element when elements before it are deleted or moved; once its element is gone, it
    /// reads the value it last had and ignores writes.
    /// - Parameters:
    ///   - data: The collection.
    ///   - content: Builds the view for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, C.Element.ID)>, ID == C.Element.ID,
        C.Element: Identifiable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates views for the elements of a collection held by a binding, identified by a key
    /// path, each given a binding to its element.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the view for one element from a binding to it.
    public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)> {
        let collection = data.wrappedValue
        let elements = collection.indices.lazy.map { (index: C.Index) in
            (index, collection[index][keyPath: id])
        }
        self.init(elements, id: \.1) { element in
            content(
                Self.binding(
                    to: element.0, identified: element.1, by: id, in: data, initial: collection[element.0]))
        }
    }

    /// A binding to the element of `data` whose identity is `identity`, looked for first at
    /// `index`, where it was when the binding was made; `initial` is its value then.
    private static func binding<C: MutableCollection & RandomAccessCollection>(
        to index: C.Index, identified identity: ID, by id: KeyPath<C.Element, ID>, in data: Binding<C>,
        initial: C.Element
    ) -> Binding<C.Element> {
        var last = initial
        func locate(_ collection: C) -> C.Index? {
            if index >= collection.startIndex, index < collection.endIndex,
                collection[index][keyPath: id] == identity
            {
                return index
            }
            return collection.firstIndex { $0[keyPath: id] == identity }
        }
        return Binding(
            get: {
                let collection = data.wrappedValue
                if let found = locate(collection) { last = collection[found] }
                return last
            },
            set: { newValue in
                guard let found = locate(data.wrappedValue) else { return }
                last = newValue
                data.wrappedValue[found] = newValue
            })
    }
}
