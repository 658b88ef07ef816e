/// An ``ObservableObject`` passed to a view, as SwiftUI's `@ObservedObject`: the view builds
/// its body again when the object changes.
///
/// ```swift
/// struct Shelf: View {
///     @ObservedObject var library: Library
///     var body: some View {
///         Toggle("Only unread", isOn: $library.onlyUnread)
///     }
/// }
/// ```
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject> {
    /// Bindings to an observed object's properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// A binding to a property of the object.
        /// - Parameter keyPath: The property.
        /// - Returns: A binding that reads and writes it.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>)
            -> Binding<Subject>
        {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    /// The object.
    public var wrappedValue: ObjectType

    /// Creates the property.
    /// - Parameter wrappedValue: The object.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates the property.
    /// - Parameter initialValue: The object.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// Bindings to the object's properties: `$library.onlyUnread`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}
