import Synchronization

/// A namespace for `matchedGeometryEffect(id:in:)`, as SwiftUI's `@Namespace`: its identity stays
/// the same for as long as the view that owns it is on screen, as its `@State` does.
///
/// ```swift
/// @Namespace private var animation
///
/// Image(systemName: "star").matchedGeometryEffect(id: "icon", in: animation)
/// ```
@propertyWrapper
public struct Namespace {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        /// The number that tells namespaces apart.
        let number: Int
    }

    /// The numbers handed out to namespaces, one each.
    private static let numbers = Atomic<Int>(0)

    /// Where the identity is kept, linked as a `@State` is.
    let state: State<ID>

    /// Creates a namespace, with an identity of its own.
    public init() {
        state = State(wrappedValue: ID(number: Self.numbers.add(1, ordering: .relaxed).newValue))
    }

    /// The namespace's identity.
    public var wrappedValue: ID { state.wrappedValue }
}
