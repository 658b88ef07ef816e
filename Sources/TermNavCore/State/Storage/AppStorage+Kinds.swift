import Foundation

// The kinds of value `@AppStorage` keeps, as SwiftUI's initializers name them.

extension AppStorage {
    /// Keeps a `Bool`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: \.bool, encode: { .bool($0) })
    }

    /// Keeps an `Int`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: \.int, encode: { .int($0) })
    }

    /// Keeps a `Double`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, decode: \.double, encode: { .double($0) })
    }

    /// Keeps a `String`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store, decode: \.string, encode: { .string($0) })
    }

    /// Keeps a `URL`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: \.url, encode: { .url($0) })
    }

    /// Keeps `Data`.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none.
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, decode: \.data, encode: { .data($0) })
    }

    /// Keeps a value by its `Int` raw value.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none (or a raw value no case has).
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            decode: { $0.int.flatMap(Value.init(rawValue:)) },
            encode: { .int($0.rawValue) })
    }

    /// Keeps a value by its `String` raw value.
    /// - Parameters:
    ///   - wrappedValue: The value while the key has none (or a raw value no case has).
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            decode: { $0.string.flatMap(Value.init(rawValue:)) }, encode: { .string($0.rawValue) })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Keeps an optional `Bool`; `nil` until set, and setting `nil` removes the key.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { $0.bool }, encode: { $0.map { .bool($0) } })
    }

    /// Keeps an optional `Int`; `nil` until set, and setting `nil` removes the key.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { $0.int }, encode: { $0.map { .int($0) } })
    }

    /// Keeps an optional `Double`; `nil` until set, and setting `nil` removes the key.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { $0.double },
            encode: { $0.map { .double($0) } })
    }

    /// Keeps an optional `String`; `nil` until set, and setting `nil` removes the key.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { $0.string },
            encode: { $0.map { .string($0) } })
    }

    /// Keeps an optional `URL`; `nil` until set, and setting `nil` removes the key.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { $0.url }, encode: { $0.map { .url($0) } })
    }

    /// Keeps optional `Data`; `nil` until set, and setting `nil` removes the key.
    /// - Parameters:
    ///   - key: The key.
    ///   - store: The user defaults to keep it in; the app's settings file when `nil`.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { $0.data }, encode: { $0.map { .data($0) } })
    }
}
