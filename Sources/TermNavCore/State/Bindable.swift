import Observation

/// Bindings to the properties of an `@Observable` object, as SwiftUI's `@Bindable`.
///
/// ```swift
/// struct EditTitle: View {
///     @Bindable var book: Book
///     var body: some View {
///         Toggle("Read", isOn: $book.isRead)
///     }
/// }
/// ```
/// Inside a body, `@Bindable var store = store` makes bindings to an object read from the
/// environment.
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value> {
    /// The object.
    public var wrappedValue: Value

    /// The property itself, for `$book.title`.
    public var projectedValue: Bindable<Value> { self }

    /// Creates bindings to an observable object.
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates bindings to an observable object.
    /// - Parameter wrappedValue: The object.
    public init(_ wrappedValue: Value) where Value: AnyObject & Observable {
        self.wrappedValue = wrappedValue
    }

    /// Creates the property from another's projection.
    /// - Parameter projectedValue: The other property's `$` value.
    public init(projectedValue: Bindable<Value>) {
        self = projectedValue
    }

    /// A binding to a property of the object.
    /// - Parameter keyPath: The property.
    /// - Returns: A binding that reads and writes it.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<
        Subject
    > {
        let object = wrappedValue
        return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
    }
}
