/// A binding to a collection is a collection of bindings to its elements, as SwiftUI's is:
/// `$store.recipes.filter { … }` gives bindings to the elements that pass, and `ForEach` takes
/// them as it takes any identifiable elements.
///
/// An element's binding reads and writes the element at its index in the collection as it is
/// when the binding is used.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to an element.
    public typealias Element = Binding<Value.Element>
    /// Walks the elements' bindings in order.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A run of the elements' bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first element's index.
    public var startIndex: Index { wrappedValue.startIndex }

    /// The index past the last element.
    public var endIndex: Index { wrappedValue.endIndex }

    /// The collection's indices.
    public var indices: Indices { wrappedValue.indices }

    /// The index after `i`.
    /// - Parameter i: An index of the collection.
    /// - Returns: The next index.
    public func index(after i: Index) -> Index {
        wrappedValue.index(after: i)
    }

    /// Moves `i` to the next index.
    /// - Parameter i: An index of the collection.
    public func formIndex(after i: inout Index) {
        wrappedValue.formIndex(after: &i)
    }

    /// A binding to the element at `position`.
    /// - Parameter position: An index of the collection.
    public subscript(position: Index) -> Binding<Value.Element> {
        Binding<Value.Element>(
            get: { self.wrappedValue[position] },
            set: { self.wrappedValue[position] = $0 })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection, Value: MutableCollection {
    /// The index before `i`.
    /// - Parameter i: An index of the collection.
    /// - Returns: The index before it.
    public func index(before i: Index) -> Index {
        wrappedValue.index(before: i)
    }

    /// Moves `i` to the index before it.
    /// - Parameter i: An index of the collection.
    public func formIndex(before i: inout Index) {
        wrappedValue.formIndex(before: &i)
    }
}

extension Binding: RandomAccessCollection where Value: MutableCollection, Value: RandomAccessCollection {}

extension Binding: Identifiable where Value: Identifiable {
    /// The identity of the value bound.
    public var id: Value.ID { wrappedValue.id }
}
