/// A property of an ``ObservableObject`` whose changes redraw the views holding the object, as
/// Combine's `@Published`.
///
/// ```swift
/// final class Basket: ObservableObject {
///     @Published var items: [String] = []
/// }
/// ```
@propertyWrapper
public struct Published<Value> {
    /// The value, and the publisher it tells, shared by every copy of the property.
    private let storage: PublishedStorage<Value>

    /// Creates the property with its first value.
    /// - Parameter wrappedValue: The value.
    public init(wrappedValue: Value) {
        storage = PublishedStorage(value: wrappedValue)
    }

    /// Creates the property with its first value.
    /// - Parameter value: The value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// Not available: `@Published` works only on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError("@Published is only available on properties of classes") }
        set { fatalError("@Published is only available on properties of classes") }
    }

    /// The value of the property of `object`; setting it tells the object's views first.
    /// - Parameters:
    ///   - object: The object.
    ///   - wrappedKeyPath: The property.
    ///   - storageKeyPath: The property's storage.
    public static subscript<EnclosingSelf: ObservableObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get { object[keyPath: storageKeyPath].storage.value }
        set {
            let storage = object[keyPath: storageKeyPath].storage
            (storage.slot.publisher ?? object.objectWillChange).send()
            storage.value = newValue
        }
    }
}

extension Published: PublishedProperty {
    var slot: PublisherSlot { storage.slot }
}

/// The value of a `@Published` property, shared by the copies of the property.
final class PublishedStorage<Value> {
    /// The value.
    var value: Value
    /// The object's publisher, once made.
    let slot = PublisherSlot()

    init(value: Value) {
        self.value = value
    }
}

/// A `@Published` property of any type, as reflection finds it.
protocol PublishedProperty {
    /// Where the object's publisher is kept.
    var slot: PublisherSlot { get }
}
