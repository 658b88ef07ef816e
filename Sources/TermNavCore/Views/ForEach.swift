/// One view per element of a collection, as SwiftUI's `ForEach`.
///
/// In a ``List``, rows are built only when they are on screen, or a page ahead of a list that
/// scrolls: a `ForEach` over a million elements costs what the visible rows cost. The collection
/// is never copied into an array.
nonisolated public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// Built into TermNav: no body.
    public typealias Body = Never

    /// The collection.
    public var data: Data
    /// Builds the view for one element.
    public var content: (Data.Element) -> Content
    /// Reads an element's identity: through the key path given, or directly where the key path
    /// is the element itself or its `Identifiable` identity, without a key path's lookups.
    let identity: (Data.Element) -> ID
    /// What deleting elements does, given their offsets in `data`: `.onDelete(perform:)`.
    var deleteAction: (([Int]) -> Void)?
    /// What moving elements does, given their offsets in `data` and the offset of the element
    /// they go before: `.onMove(perform:)`.
    var moveAction: (([Int], Int) -> Void)?

    /// Creates views for a collection's elements, identified by a key path.
    /// - Parameters:
    ///   - data: The collection.
    ///   - id: The key path to each element's identity.
    ///   - content: Builds the view for one element.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.init(data, identity: Self.identity(at: id), content: content)
    }

    /// Creates views for a collection's elements, identified as `identity` reads them.
    init(_ data: Data, identity: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> Content)
    {
        self.data = data
        self.identity = identity
        self.content = content
    }

    /// How to read an element's identity at a key path: the element itself for `\.self`, else
    /// through the key path.
    private static func identity(at path: KeyPath<Data.Element, ID>) -> (Data.Element) -> ID {
        if (path as AnyKeyPath) == (\Data.Element.self as AnyKeyPath) {
            let itself: (Data.Element) -> Data.Element = { $0 }
            if let identity = itself as? (Data.Element) -> ID { return identity }
        }
        return { $0[keyPath: path] }
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// Creates views for a collection of identifiable elements.
    /// - Parameters:
    ///   - data: The collection.
    ///   - content: Builds the view for one element.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data, identity: { $0.id }, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// Creates views for a range of integers.
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Builds the view for one integer.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach where Data == ClosedRange<Int>, ID == Int {
    /// Creates views for a closed range of integers.
    /// - Parameters:
    ///   - data: The range.
    ///   - content: Builds the view for one integer.
    public init(_ data: ClosedRange<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data, id: \.self, content: content)
    }
}
