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

    /// The property's values as a publisher: `model.$count`, for `.onReceive(_:perform:)`.
    public var projectedValue: Publisher {
        Publisher(storage: storage)
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
            storage.receivers?.send(newValue)
            storage.value = newValue
        }
    }
}

extension Published {
    /// The values of a `@Published` property, as Combine's `Published.Publisher`: a receiver is
    /// given the value at once, then each new value as it is set (before the property holds it).
    public struct Publisher: TermNavCore.Publisher {
        /// The property's values.
        public typealias Output = Value
        /// Never fails.
        public typealias Failure = Never

        let storage: PublishedStorage<Value>

        /// Delivers the value, then each new one.
        /// - Parameters:
        ///   - receiveCompletion: Never told: a property's values do not end.
        ///   - receiveValue: Given each value.
        /// - Returns: What stops the delivery.
        public func sink(
            receiveCompletion: @escaping (Subscribers.Completion<Never>) -> Void,
            receiveValue: @escaping (Value) -> Void
        ) -> AnyCancellable {
            receiveValue(storage.value)
            return storage.publishedValues.add(
                receiveCompletion: receiveCompletion, receiveValue: receiveValue)
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
    /// Those receiving the property's values (its `$property`), once anyone asked.
    private(set) var receivers: Receivers<Value, Never>?

    /// Those receiving the property's values, made on first use.
    var publishedValues: Receivers<Value, Never> {
        if let receivers { return receivers }
        let made = Receivers<Value, Never>()
        receivers = made
        return made
    }

    init(value: Value) {
        self.value = value
    }
}

/// A `@Published` property of any type, as reflection finds it.
protocol PublishedProperty {
    /// Where the object's publisher is kept.
    var slot: PublisherSlot { get }
}
