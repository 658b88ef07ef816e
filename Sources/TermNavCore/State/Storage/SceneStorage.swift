import Foundation

/// A value kept for the scene, as SwiftUI's `@SceneStorage`: a terminal app has one scene, for as
/// long as its process runs, so the value outlives the views that read it (a screen popped and
/// pushed again finds it) but not the app.
///
/// It takes the kinds `@AppStorage` takes; every view that reads a key is drawn again when it
/// changes.
@propertyWrapper
public struct SceneStorage<Value> {
    /// The key.
    let key: String
    /// The value while the key has none.
    let defaultValue: Value
    /// The value a stored value stands for, `nil` when it is not of the key's kind.
    let decode: (StoredValue) -> Value?
    /// The stored value for a value; `nil` removes the key.
    let encode: (Value) -> StoredValue?

    /// The value: the one kept under the key, or the default; setting it keeps it and draws the
    /// views that read it again.
    @MainActor public var wrappedValue: Value {
        get { StorageStore.scene.value(for: key).flatMap(decode) ?? defaultValue }
        nonmutating set { StorageStore.scene.set(encode(newValue), for: key) }
    }

    /// A binding to the value.
    @MainActor public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }

    /// Keeps a `Bool`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, decode: \.bool, encode: { .bool($0) })
    }

    /// Keeps an `Int`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, decode: \.int, encode: { .int($0) })
    }

    /// Keeps a `Double`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, decode: \.double, encode: { .double($0) })
    }

    /// Keeps a `String`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, decode: \.string, encode: { .string($0) })
    }

    /// Keeps a `URL`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, decode: \.url, encode: { .url($0) })
    }

    /// Keeps `Data`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, decode: \.data, encode: { .data($0) })
    }

    /// Keeps a value by its `Int` raw value.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, decode: { $0.int.flatMap(Value.init(rawValue:)) },
            encode: { .int($0.rawValue) })
    }

    /// Keeps a value by its `String` raw value.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    public init(wrappedValue: Value, _ key: String) where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, decode: { $0.string.flatMap(Value.init(rawValue:)) },
            encode: { .string($0.rawValue) })
    }

    init(
        key: String, defaultValue: Value, decode: @escaping (StoredValue) -> Value?,
        encode: @escaping (Value) -> StoredValue?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.decode = decode
        self.encode = encode
    }
}
